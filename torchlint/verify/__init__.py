"""The runtime verifier: measures on the user's own device whether torchlint's fixes pay off.

Nothing here imports torch at module level; `torchlint --help` and checking stay torch-free.
"""
