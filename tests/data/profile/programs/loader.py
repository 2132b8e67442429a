"""Batches from a DataLoader with two worker processes (profile must end them too)."""
import torch
from torch.utils.data import DataLoader, TensorDataset

if __name__ == "__main__":
    data = TensorDataset(torch.randn(4096, 8), torch.randn(4096, 1))
    loader = DataLoader(data, batch_size=32, num_workers=2, persistent_workers=True)
    model = torch.nn.Linear(8, 1)
    optimizer = torch.optim.Adam(model.parameters())
    for epoch in range(100):
        for x, y in loader:
            loss = torch.nn.functional.mse_loss(model(x), y)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
