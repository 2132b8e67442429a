"""The rules: one module per rule, discovered by ``torchlint.registry``; nothing to register."""
