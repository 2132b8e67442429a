"""Entry point for ``python -m torchlint``."""

from torchlint.cli import main

if __name__ == "__main__":
    main()
