"""`torchlint profile`: findings confirmed by the program's own run.

`trace` reads a Chrome trace written by `torch.profiler`; `attribute` measures what costs time
per step and attributes it to the user's lines; `report` joins that with the static findings;
`runner` records a trace by running the user's program. Nothing here but `runner` imports torch.
"""
