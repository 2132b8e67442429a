"""A small training script with the anti-patterns torchlint looks for (the bundled example).

It runs as it is, on a GPU or on the CPU: `python docs/examples/train.py`.
"""

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
    torch.manual_seed(0)
    data = TensorDataset(torch.randn(1024, 32), torch.randint(0, 10, (1024,)))
    loader = DataLoader(data, batch_size=64, shuffle=True)
    model = Net().to(device)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    for epoch in range(2):
        for step, (inputs, targets) in enumerate(loader):
            inputs, targets = inputs.to(device), targets.to(device)
            noise = torch.randn(inputs.shape[0], 32).to(device)
            loss = F.cross_entropy(model(inputs + 0.01 * noise), targets)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            if step % 4 == 0:
                print(f"epoch {epoch} step {step} loss {loss.item():.3f}")
    model.eval()
    accuracy = (model(inputs).argmax(-1) == targets).float().mean()
    print(f"accuracy on the last batch: {accuracy.item():.2f}")


if __name__ == "__main__":
    main()
