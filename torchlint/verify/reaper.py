"""Finding and ending every process that user code started under `verify`, also those that
left the worker's process group (``start_new_session=True``, ``os.setsid()``, a double fork).

Killing the worker's process group is not enough: a process in a session of its own is in no
group of ours, and once its parent dies it is re-parented out of the worker's tree. Two marks
catch it instead, each enough on its own for the common cases:

- the worker makes itself a *child subreaper* (Linux ``PR_SET_CHILD_SUBREAPER``), so that
  orphans of user code are re-parented to the worker, not to init, and stay in its tree
  until the worker is killed: the tree is read before the kill;
- every worker's environment carries a run mark (``TORCHLINT_VERIFY_RUN``), which children
  inherit; a process whose environment still carries it after the worker is gone is one of
  ours, wherever it now hangs in the tree.

Without ``/proc`` (not Linux) only the process group is killed, as before.
"""

from __future__ import annotations

import os
import secrets
import signal
import time

MARK = "TORCHLINT_VERIFY_RUN"
PR_SET_CHILD_SUBREAPER = 36
#: rounds of look-and-kill: a process may fork while the previous round kills its parent
ROUNDS = 20


def new_mark() -> str:
    return f"{os.getpid()}-{secrets.token_hex(8)}"


def become_subreaper() -> bool:
    """Keep orphaned descendants in this process's tree (Linux only); whether it worked."""
    if not os.path.isdir("/proc"):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def _parents() -> dict[int, int]:
    """pid -> parent pid of every process this one can see."""
    parents: dict[int, int] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as f:
                fields = f.read().rsplit(b")", 1)[1].split()
        except OSError:
            continue
        if fields and fields[0] != b"Z":  # a zombie is dead: nothing to kill
            parents[int(name)] = int(fields[1])
    return parents


def descendants(root: int) -> set[int]:
    if not os.path.isdir("/proc"):
        return set()
    children: dict[int, list[int]] = {}
    for pid, parent in _parents().items():
        children.setdefault(parent, []).append(pid)
    found: set[int] = set()
    stack = [root]
    while stack:
        for child in children.get(stack.pop(), ()):
            if child not in found:
                found.add(child)
                stack.append(child)
    return found


def marked(mark: str) -> set[int]:
    """The live processes whose environment carries ``mark`` (this one excluded)."""
    if not os.path.isdir("/proc"):
        return set()
    needle = f"{MARK}={mark}".encode()
    found = set()
    me = os.getpid()
    for pid in _parents():
        if pid == me:
            continue
        try:
            with open(f"/proc/{pid}/environ", "rb") as f:
                if needle in f.read().split(b"\0"):
                    found.add(pid)
        except OSError:  # gone, or another user's
            continue
    return found


def kill_tree(root: int, mark: str | None, *, tree: bool = True) -> None:
    """SIGKILL ``root``'s group, its descendants (only while ``tree``: ``root`` is a child
    not yet reaped, so its pid cannot belong to another process) and every process carrying
    ``mark``, again until none is left (a process can fork while its parent is killed)."""
    for round_ in range(ROUNDS):
        targets = descendants(root) if tree and round_ == 0 else set()
        targets |= marked(mark) if mark else set()
        if round_ == 0:
            try:
                os.killpg(root, signal.SIGKILL)
            except (ProcessLookupError, PermissionError, OSError):
                pass
        targets.discard(os.getpid())
        if not targets:
            return
        for pid in targets:
            try:
                os.kill(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        time.sleep(0.01 * (round_ + 1))
