"""Observation and action spaces of bidlab's AEC environment (bidlab.bridge_bidding_v0).

When Gymnasium is importable these are its own classes (gymnasium.spaces.Discrete, Box, Dict), so PettingZoo's
tools accept them; otherwise the small classes below, with the same fields and methods bidlab's users read —
Discrete: n, shape, dtype, sample(mask=None), contains(x), seed(seed); Box: low, high, shape, dtype, sample(),
contains(x), seed(seed); Dict: spaces, [key], keys(), sample(), contains(x), seed(seed) — so that nothing outside
Debian's numpy is needed at run time.
"""
import random as _random

import numpy as np

try:  # pragma: no cover - taken only where Gymnasium is installed
    import gymnasium as _gymnasium
except ImportError:
    _gymnasium = None


class Discrete:
    """The integers 0 .. n-1 (gymnasium.spaces.Discrete's fields: n, shape (), dtype int64)."""

    def __init__(self, n, seed=None):
        self.n = int(n)
        self.shape = ()
        self.dtype = np.dtype(np.int64)
        self._random = _random.Random(seed)

    def seed(self, seed=None):
        """Restarts sample()'s random numbers from `seed`."""
        self._random.seed(seed)
        return [seed]

    def sample(self, mask=None):
        """A uniformly drawn element; with mask ((n,) int8, 1 = allowed), a uniformly drawn allowed one."""
        if mask is None:
            return self._random.randrange(self.n)
        allowed = np.flatnonzero(mask)
        if len(allowed) == 0:
            raise ValueError("sample(mask): the mask allows no action")
        return int(allowed[self._random.randrange(len(allowed))])

    def contains(self, x):
        """Whether x is an integer 0 .. n-1 (not a bool)."""
        if isinstance(x, (bool, np.bool_)) or not isinstance(x, (int, np.integer)):
            return False
        return 0 <= int(x) < self.n

    __contains__ = contains

    def __eq__(self, other):
        return isinstance(other, Discrete) and other.n == self.n

    def __repr__(self):
        return f"Discrete({self.n})"


class Box:
    """Arrays of one shape and dtype between low and high (gymnasium.spaces.Box's fields)."""

    def __init__(self, low, high, shape, dtype, seed=None):
        self.shape = tuple(shape)
        self.dtype = np.dtype(dtype)
        self.low = np.broadcast_to(np.asarray(low, dtype=self.dtype), self.shape)
        self.high = np.broadcast_to(np.asarray(high, dtype=self.dtype), self.shape)
        self._rng = np.random.default_rng(seed)

    def seed(self, seed=None):
        """Restarts sample()'s random numbers from `seed`."""
        self._rng = np.random.default_rng(seed)
        return [seed]

    def sample(self):
        """A uniformly drawn array (integers low .. high inclusive)."""
        return self._rng.integers(self.low.astype(np.int64), self.high.astype(np.int64) + 1).astype(self.dtype)

    def contains(self, x):
        """Whether x is an array of this shape, of a dtype that casts to this one, within low .. high."""
        if not isinstance(x, np.ndarray) or x.shape != self.shape or not np.can_cast(x.dtype, self.dtype):
            return False
        return bool(np.all(x >= self.low) and np.all(x <= self.high))

    __contains__ = contains

    def __eq__(self, other):
        return (isinstance(other, Box) and other.shape == self.shape and other.dtype == self.dtype
                and np.array_equal(other.low, self.low) and np.array_equal(other.high, self.high))

    def __repr__(self):
        return f"Box(0, 1, {self.shape}, {self.dtype})"


class Dict:
    """A dict of named spaces (gymnasium.spaces.Dict's fields: spaces, [key], keys())."""

    def __init__(self, spaces):
        self.spaces = dict(spaces)
        self.shape = None
        self.dtype = None

    def __getitem__(self, key):
        return self.spaces[key]

    def __iter__(self):
        return iter(self.spaces)

    def keys(self):
        """The names of the parts."""
        return self.spaces.keys()

    def seed(self, seed=None):
        """Seeds every part from `seed`."""
        for space in self.spaces.values():
            space.seed(seed)
        return [seed]

    def sample(self):
        """A dict with a sample of every part."""
        return {k: s.sample() for k, s in self.spaces.items()}

    def contains(self, x):
        """Whether x is a dict with exactly these keys, each value in its space."""
        return isinstance(x, dict) and x.keys() == self.spaces.keys() and all(
            s.contains(x[k]) for k, s in self.spaces.items())

    __contains__ = contains

    def __eq__(self, other):
        return isinstance(other, Dict) and other.spaces == self.spaces

    def __repr__(self):
        return f"Dict({self.spaces!r})"


def discrete(n):
    """Discrete(n): Gymnasium's when it is installed, else bidlab's."""
    return _gymnasium.spaces.Discrete(n) if _gymnasium else Discrete(n)


def binary_box(n, dtype):
    """Box(0, 1, (n,), dtype): Gymnasium's when it is installed, else bidlab's."""
    return _gymnasium.spaces.Box(0, 1, (n,), dtype) if _gymnasium else Box(0, 1, (n,), dtype)


def dict_space(spaces):
    """Dict(spaces): Gymnasium's when it is installed, else bidlab's."""
    return _gymnasium.spaces.Dict(spaces) if _gymnasium else Dict(spaces)
