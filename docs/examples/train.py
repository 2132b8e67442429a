"""A small training script with the anti-patterns torchlint looks for (the bundled example)."""

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

device = "cuda" if torch.cuda.is_available() else "cpu"


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(32, 64)
        self.fc2 = nn.Linear(64, 10)

    def forward(self, x):
        x = F.dropout(F.relu(self.fc1(x)), p=0.2)
        return self.fc2(x)


def main():
    data = TensorDataset(torch.randn(1024, 32), torch.randint(0, 10, (1024,)))
    loader = DataLoader(data, batch_size=64, shuffle=True)
    model = Net()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    model.to(device)
    for inputs, targets in loader:
        inputs, targets = inputs.to(device), targets.to(device)
        loss = F.cross_entropy(model(inputs), targets)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    scale = torch.ones(10).to(device)
    print((model(inputs) * scale).cpu().numpy().mean())


if __name__ == "__main__":
    main()
