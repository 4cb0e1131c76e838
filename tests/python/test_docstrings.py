"""Every public Python name of bidlab has a docstring: the names of bidlab.__all__, the public functions and
classes of its modules, and the public methods and properties of its classes. The test lists any without one."""
import inspect
import types

import pytest

bidlab = pytest.importorskip("bidlab", reason="the bidlab Python module is not built (see tests/python/conftest.py)")


def own(obj):
    """Whether obj is bidlab's own (not numpy's, not Python's)."""
    module = getattr(obj, "__module__", None) or ""
    return module == "bidlab" or module.startswith("bidlab.")


def public_names():
    """(dotted name, object) of every public function, class, method and property of bidlab."""
    seen, out = set(), []

    def visit(name, obj):
        if id(obj) in seen:
            return
        seen.add(id(obj))
        out.append((name, obj))
        if isinstance(obj, type):
            for attr, value in vars(obj).items():
                if attr.startswith("_") or attr in ("count", "index"):  # namedtuple's own methods
                    continue
                if isinstance(value, (staticmethod, classmethod)):
                    value = value.__func__
                if callable(value) or isinstance(value, property) or type(value).__name__ == "property":
                    out.append((f"{name}.{attr}", value))

    for name in bidlab.__all__:
        obj = getattr(bidlab, name)
        if isinstance(obj, types.ModuleType):
            out.append((f"bidlab.{name}", obj))
            for attr, value in vars(obj).items():
                if not attr.startswith("_") and (inspect.isfunction(value) or isinstance(value, type)) and own(value):
                    visit(f"bidlab.{name}.{attr}", value)
        elif callable(obj):
            visit(f"bidlab.{name}", obj)
    return out


def docstring(obj):
    """obj's docstring without the signature lines pybind11 writes at its start ("name(self: ..., x: int) -> str")."""
    lines = (inspect.getdoc(obj) or "").strip().splitlines()
    name = getattr(obj, "__name__", "")
    while lines and name and (lines[0].startswith(name + "(") or lines[0] in ("Overloaded function.", "")
                              or lines[0][:3].rstrip(".").isdigit()):
        lines.pop(0)
    return "\n".join(lines).strip()


def test_every_public_name_has_a_docstring():
    names = public_names()
    assert len(names) > 80
    missing = [name for name, obj in names if not docstring(obj)]
    assert not missing, "public names without a docstring: " + ", ".join(missing)
