"""Does TL101's safe fix compute the same bits? Each factory made on the host then moved,
against the same factory made on the device (run by hand on a GPU machine).

Measured 2026-11-24 on one H100 80GB HBM3, torch 2.11.0+cu130:
    zeros, ones, full(7.3), eye, tensor([0.1, 0.2, 1/3]), arange(100000),
    arange(3, 100000, 7, dtype=float32), arange(n).unsqueeze(0).expand(4, n).float(),
    arange(n).half(), arange(0.5, 1000.5), linspace(0, 1, 1000) (float32 and float64): 0 differ
    arange(0, 1, 0.001): 554 of 1000 elements differ
    logspace(0, 2, 50): 26 of 50 elements differ
    randn, same seed: host and device draws differ
linspace agreed on this range but is computed step by step in floating point: kept unsafe.
"""

import torch
d = torch.device("cuda")
cases = {
 "zeros(1000)": lambda dev: torch.zeros(1000, device=dev),
 "ones(1000)": lambda dev: torch.ones(1000, device=dev),
 "full((1000,), 7.3)": lambda dev: torch.full((1000,), 7.3, device=dev),
 "eye(64)": lambda dev: torch.eye(64, device=dev),
 "tensor([0.1, 0.2, 1/3])": lambda dev: torch.tensor([0.1, 0.2, 1/3], device=dev),
 "arange(100000)": lambda dev: torch.arange(100000, device=dev),
 "arange(3, 100000, 7, dtype=float32)": lambda dev: torch.arange(3, 100000, 7, dtype=torch.float32, device=dev),
 "arange(n).unsqueeze(0).expand(4, n).float()": lambda dev: torch.arange(5000, device=dev).unsqueeze(0).expand(4, 5000).float(),
 "arange(n).half()": lambda dev: torch.arange(5000, device=dev).half(),
 "arange(0, 1, 0.001)": lambda dev: torch.arange(0, 1, 0.001, device=dev),
 "arange(0.5, 1000.5)": lambda dev: torch.arange(0.5, 1000.5, device=dev),
 "linspace(0, 1, 1000)": lambda dev: torch.linspace(0, 1, 1000, device=dev),
 "logspace(0, 2, 50)": lambda dev: torch.logspace(0, 2, 50, device=dev),
 "linspace(0, 1, 1000, float64)": lambda dev: torch.linspace(0, 1, 1000, dtype=torch.float64, device=dev),
}
for name, make in cases.items():
    host = make("cpu").to(d)
    dev = make(d)
    diff = (host != dev).sum().item()
    print(f"{name}: {diff} of {host.numel()} elements differ")
torch.manual_seed(0); a = torch.randn(5).to(d); torch.manual_seed(0); b = torch.randn(5, device=d)
print("randn same seed host vs device equal:", torch.equal(a, b))
print(torch.__version__, torch.cuda.get_device_name())
