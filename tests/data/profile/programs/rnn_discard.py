"""A sequence-to-sequence training loop (as in the nlp-tutorial Seq2Seq scripts) whose forward
discards outputs: the encoder's output sequence (`_, state = self.enc(...)`) and the decoder's
last hidden state. Their autograd nodes are recorded and never reached by backward, yet the
model call is trained: no TL906 there (tests/test_profile_precision.py); nor at the metric
taken from the trained output (one node a step). The evaluation pass without no_grad after
each step is a true TL906, reported at its own line although its arguments make calls first."""
import torch
from torch import nn


class Seq2Seq(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.RNN(input_size=8, hidden_size=16)
        self.dec = nn.RNN(input_size=8, hidden_size=16)
        self.fc = nn.Linear(16, 8)

    def forward(self, src, hidden, tgt):
        _, state = self.enc(src, hidden)  # the output sequence is discarded
        out, _ = self.dec(tgt, state)  # the last hidden state is discarded
        return self.fc(out)


torch.manual_seed(0)
model = Seq2Seq()
optimizer = torch.optim.Adam(model.parameters(), lr=0.001)
src = torch.randn(5, 6, 8)
tgt = torch.randn(6, 6, 8)
target = torch.randint(0, 8, (6, 6))
val_src = torch.randn(5, 1, 8)
for epoch in range(100000):
    hidden = torch.zeros(1, 6, 16)
    optimizer.zero_grad()
    output = model(src, hidden, tgt)
    loss = nn.functional.cross_entropy(output.reshape(-1, 8), target.reshape(-1))
    loss.backward()
    optimizer.step()
    _, predicted = output.max(2)  # a metric on the trained output: one node, no finding
    check = model(val_src, torch.zeros(1, 1, 16), tgt[:, :1])  # evaluation without no_grad
