"""Builds the compiled part of bidlab (bidlab._bidlab) for `pip install`: CMake's target bidlab_python in the
checkout's build tree (BIDLAB_BUILD_DIR, default build/, configured as scripts/test.sh configures it when it is not
yet), then copies the module it made into the wheel beside python/bidlab/*.py. An up-to-date tree builds nothing,
so an install after `cmake --build build` takes seconds. The module is built for the Python CMake found
(Debian's /usr/bin/python3, build/python/interpreter): pip must run on that Python or on a virtual environment
made from it (python3 -m venv --system-site-packages, which sees Debian's numpy); another one is refused here,
before anything is installed."""
import os
import pathlib
import shutil
import subprocess
import sys
import sysconfig

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = pathlib.Path(__file__).resolve().parent
BUILD = pathlib.Path(os.environ.get("BIDLAB_BUILD_DIR", ROOT / "build")).resolve()


def refuse_another_python():
    """Stops pip run by another Python than the one the module is built for, with one line naming both, before
    anything else: pip asks for the metadata first, and another Python may lack what that takes (a pyenv Python
    without `wheel` stops there with "invalid command 'bdist_wheel'"). A virtual environment's python links to the
    Python that made it. Nothing to check in a tree not configured yet."""
    interpreter = BUILD / "python" / "interpreter"
    if not interpreter.exists():
        return
    built_for = interpreter.read_text().strip()
    running = {os.path.realpath(sys.executable), os.path.realpath(getattr(sys, "_base_executable", sys.executable))}
    if os.path.realpath(built_for) not in running:
        sys.exit(f"bidlab: the module is built for {built_for}, but pip runs {sys.executable} "
                 f"({os.path.realpath(sys.executable)}): install with {built_for} -m pip, or from a virtual "
                 f"environment made by {built_for} -m venv --system-site-packages")


refuse_another_python()


class CMakeBuild(build_ext):
    """build_ext that asks CMake for bidlab_python and copies the result."""

    def build_extension(self, ext):
        build = BUILD
        if not (build / "CMakeCache.txt").exists():
            subprocess.run(["cmake", "-S", str(ROOT), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release"], check=True)
        subprocess.run(["cmake", "--build", str(build), "--target", "bidlab_python", "-j", str(os.cpu_count() or 1)],
                       check=True)
        built_for = (build / "python" / "interpreter").read_text().strip()
        suffix = sysconfig.get_config_var("EXT_SUFFIX")
        module = build / "python" / "bidlab" / f"_bidlab{suffix}"
        if not module.exists():
            found = sorted(p.name for p in (build / "python" / "bidlab").glob("_bidlab*"))
            sys.exit(f"bidlab: the module was built for {built_for} ({', '.join(found) or 'nothing built'}), but pip "
                     f"runs {sys.executable} (which needs _bidlab{suffix}): install with {built_for} -m pip, or from "
                     f"a virtual environment made by {built_for} -m venv --system-site-packages")
        target = pathlib.Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(module, target)


# setuptools' own scratch files go beside CMake's, in the ignored build tree.
setup(ext_modules=[Extension("bidlab._bidlab", sources=[])], cmdclass={"build_ext": CMakeBuild},
      options={"build": {"build_base": str(ROOT / "build" / "setuptools")}})
