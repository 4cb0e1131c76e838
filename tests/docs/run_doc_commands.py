#!/usr/bin/env python3
"""Runs every command of README.md and docs/*.md as the page writes it.

Each ```sh block's lines are the commands (a comment line aside). The commands
of one page run in order in a scratch copy of the checkout (the build, the
models and the sources linked; README.md, docs/ and results/ copied, so
nothing a command writes reaches the checkout), with the shared data beside it
as ../shared, so a later command may read what an earlier one wrote.

A command that takes minutes runs in the short form of SHORT below, which its
page states beside it; a command that cannot run here (it starts a cluster
job, installs, or is this test's own caller) is in NOT_RUN with the reason
printed. Any other command must exit 0 within its time. A page command that is
in neither table and fails, or a table entry that no page holds any more,
fails the test. A server a page starts in the background (`build/bidlab serve
--port N … &`) serves the commands after it until the page's `kill %1`, on a
port nothing else listens on; it is stopped when the page ends in any case.

  python3 tests/docs/run_doc_commands.py [--only PAGE] [--list]
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Commands that take minutes, and the form this test runs (the page says so
# beside the command). Keys are the command as written, comment aside.
SHORT = {
    # The build is the one this test runs from (a tree configured for the checkout, not for the scratch copy).
    "bash scripts/setup.sh && cmake -S . -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build -j2 && "
    "build/bidlab experiment compare -o results/":
        "bash scripts/setup.sh && build/bidlab experiment compare -o results/",
    "build/bidlab experiment all -o results/ && build/bidlab report results/ -o report.html":
        "build/bidlab experiment all -o results/ --quick && build/bidlab report results/ -o report.html",
    "build/bidlab experiment all -o results/ --keep-going":
        "build/bidlab experiment all -o results/ --keep-going --quick",
    "mpirun -n 8 build/bidlab dataset build --count 1000000 --seed 2026 -o big.bdl":
        "mpirun -n 2 build/bidlab dataset build --count 40 --seed 2026 -o big.bdl",
    "mpirun -n 8 build/bidlab dataset build --count 1000000 --seed 2026 --threads 4 -o big.bdl":
        "mpirun -n 2 build/bidlab dataset build --count 40 --seed 2026 --threads 1 -o big.bdl",
    "mpirun -n 8 build/bidlab eval --bidder sayc --data big.bdl --split test --json":
        "mpirun -n 2 build/bidlab eval --bidder sayc --data big.bdl --split test --json",
    "mpirun -n 8 build/bidlab eval --bidder sayc --data standard --split test --json":
        "mpirun -n 2 build/bidlab eval --bidder sayc --data standard --split test --json",
    "build/bidlab train csosr --features condensed --data standard -o csosr.model":
        "build/bidlab train csosr --features condensed --data standard --C 10 --gamma 0.01 --subsample 2000 -o csosr.model",
    "mpirun -n 8 build/bidlab experiment table4.2 --threads 2 -o results-cluster/":
        "mpirun -n 2 build/bidlab experiment table4.2 --threads 1 --quick -o results-cluster/",
    "cmake -S . -B build-portable -DCMAKE_BUILD_TYPE=Release -DBIDLAB_NATIVE=OFF && cmake --build build-portable -j2":
        "cmake -S . -B build-portable -DCMAKE_BUILD_TYPE=Release -DBIDLAB_NATIVE=OFF",
    "build/bidlab dataset build --count 2000 --seed 7 -o seven.bdl":
        "build/bidlab dataset build --count 200 --seed 7 -o seven.bdl",
    "build/bidlab dataset build --count 1000 --seed 7 -o a.bdl && "
    "build/bidlab dataset build --count 1000 --first 1000 --seed 7 -o b.bdl":
        "build/bidlab dataset build --count 100 --seed 7 -o a.bdl && "
        "build/bidlab dataset build --count 100 --first 100 --seed 7 -o b.bdl",
    "/usr/bin/time -v build/bidlab bench dd --deals 2000 --only dds":
        "/usr/bin/time -v build/bidlab bench dd --deals 200 --only dds",
    "/usr/bin/time -v build/bidlab dataset build --count 2000 --seed 1 -o m.bdl":
        "/usr/bin/time -v build/bidlab dataset build --count 200 --seed 1 -o m.bdl",
    "build/bidlab train neural --data standard -o neural.model":
        "build/bidlab train neural --data standard --steps 20 -o neural.model",
    "build/bidlab train ddnet --contracts suit --variant D -o suitD.model":
        "build/bidlab train ddnet --contracts suit --variant D --epochs 1 --train-deals 2000 -o suitD.model",
    "build/bidlab train contested --data standard -o stage1.model && "
    "build/bidlab train contested-rl --from stage1.model -o contested.model":
        "build/bidlab train contested --data standard --epochs 1 --boards 2000 -o stage1.model && "
        "build/bidlab train contested-rl --from stage1.model --steps 20 --boards 500 -o contested.model",
    "build/bidlab train contested-rl --from stage1.model --league --snapshot-every 3000 -o league.model":
        "build/bidlab train contested-rl --from stage1.model --league --snapshot-every 10 --steps 20 --boards 500 "
        "-o league.model",
    "build/bidlab train contested-rl --from stage1.model --exploit data/contested.model -o exploiter.model":
        "build/bidlab train contested-rl --from stage1.model --exploit data/contested.model --steps 20 --boards 500 "
        "-o exploiter.model",
    "build/bidlab experiment table4.1 --data standard -o results/":
        "build/bidlab experiment table4.1 --data standard --quick -o quick/",
    "build/bidlab experiment experts -o results/":
        "build/bidlab experiment experts --records ../shared/data/external/lin/080_08025.lin -o quick/",
    "build/python/run examples/python/train_policy.py":
        "build/python/run examples/python/train_policy.py --iterations 2 --imitation-deals 500 --imitation-epochs 1 "
        "--envs 256 --minibatch 256 --validate-every 1",
    "cmake --install build": "cmake --install build --prefix installed",
    "bash scripts/refresh_docs.sh": "bash scripts/refresh_docs.sh --list",
    "bash scripts/refresh_docs.sh --long": "bash scripts/refresh_docs.sh --long --list",
}

# Commands this test does not run, and why (printed).
NOT_RUN = {
    "bash scripts/setup.sh && bash scripts/test.sh": "the test command: this test is one of its steps",
    "sbatch examples/slurm/dataset_build.sbatch": "needs a Slurm cluster (its script is checked by bash -n)",
    "sbatch examples/slurm/train_grid.sbatch": "needs a Slurm cluster (its script is checked by bash -n)",
}

# Open MPI on one machine, as root in CI, more ranks than cores (as tests/mpi/mpi_test.sh).
MPI_ENV = {
    "OMPI_ALLOW_RUN_AS_ROOT": "1", "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM": "1", "OMPI_MCA_btl": "self,vader,tcp",
    "OMPI_MCA_btl_tcp_if_include": "lo", "OMPI_MCA_oob_tcp_if_include": "lo",
    "OMPI_MCA_btl_vader_single_copy_mechanism": "none", "OMPI_MCA_rmaps_base_oversubscribe": "1",
    "OMPI_MCA_mpi_yield_when_idle": "1", "OMPI_MCA_hwloc_base_binding_policy": "none",
}

# Servers: started, asked for their first page, stopped.
SERVER = re.compile(r"(^|&& )build/bidlab serve\b")
# A server a page starts in the background for the commands after it (curl …), then stops with `kill %N`: it
# runs while those commands do, as in the reader's shell, and is stopped when the page ends whatever happened.
BACKGROUND_SERVER = re.compile(r"^build/bidlab serve\b.*--port (\d+)\b.*&$")
KILL_JOB = re.compile(r"^kill %(\d+)$")


def page_commands(page):
    """The commands of a page's ```sh blocks, continuation lines joined."""
    commands, block, pending = [], False, ""
    for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("```"):
            block = line.strip() in ("```sh", "```bash") if not block else False
            continue
        if not block or not line.strip() or line.lstrip().startswith("#"):
            continue
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        commands.append((number, pending + line))
        pending = ""
    return commands


def without_comment(command):
    """The command before its trailing comment (a # outside quotes, after a space)."""
    quote = None
    for i, ch in enumerate(command):
        if quote:
            quote = None if ch == quote else quote
        elif ch in "\"'":
            quote = ch
        elif ch == "#" and i > 0 and command[i - 1] == " ":
            return command[:i].rstrip()
    return command.rstrip()


def scratch_checkout(work, shared):
    """A copy of the checkout to run a page's commands in: its files copied (a git repository of their own, for
    the scripts that ask git which files there are), the build tree and the web packages linked."""
    repo = work / "repo"
    shutil.copytree(ROOT, repo, symlinks=True,
                    ignore=lambda folder, names: [n for n in names if n.startswith((".git", "build")) and
                                                  Path(folder) == ROOT or n == "node_modules"])
    (repo / "build").symlink_to(ROOT / "build")
    if (ROOT / "web" / "node_modules").exists():
        (repo / "web" / "node_modules").symlink_to((ROOT / "web" / "node_modules").resolve())
    shutil.copy2(ROOT / ".gitignore", repo / ".gitignore")
    git = ["git", "-c", "user.name=docs", "-c", "user.email=docs@localhost"]
    subprocess.run(git + ["init", "-q"], cwd=repo, check=True)
    subprocess.run(git + ["add", "-A"], cwd=repo, check=True)
    subprocess.run(git + ["commit", "-qm", "scratch"], cwd=repo, check=True)
    if shared:
        (work / "shared").symlink_to(shared)
    return repo


def run_server(command, cwd, env, log):
    """Starts the server, waits for its address, asks for /, stops it."""
    before, _, serve = command.rpartition("build/bidlab serve")
    if before.strip():
        done = subprocess.run(before.rstrip().removesuffix("&&"), shell=True, cwd=cwd, env=env, stdout=log,
                              stderr=subprocess.STDOUT, timeout=600, executable="/bin/bash")
        if done.returncode != 0:
            return f"exit {done.returncode} before the server"
    serve = "build/bidlab serve" + serve
    if "--port" not in serve:
        serve += " --port 0"
    process = subprocess.Popen(serve, shell=True, cwd=cwd, env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True, executable="/bin/bash", start_new_session=True)
    try:
        deadline = time.monotonic() + 300
        for line in process.stdout:
            log.write(line)
            found = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
            if found:
                with urllib.request.urlopen(f"http://127.0.0.1:{found.group(1)}/", timeout=30) as answer:
                    return None if answer.status == 200 else f"GET / answered {answer.status}"
            if time.monotonic() > deadline:
                return "no address within 300 s"
        return f"exit {process.wait()} before its address"
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait()


def port_in_use(port):
    """Whether something on this machine already listens on `port` (its server would answer the page's curl)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.settimeout(1)
        return probe.connect_ex(("127.0.0.1", port)) == 0


def start_background_server(command, cwd, env, work, jobs, log):
    """Starts `command` (a `build/bidlab serve --port N … &`) as the page's next job and waits for its address;
    its output goes to a file, never to a pipe of ours, so nothing it leaves open holds this test. What it printed
    by then goes to `log`."""
    port = int(BACKGROUND_SERVER.match(command).group(1))
    if port_in_use(port):
        jobs.append(None)  # the job's number stays taken, as in a shell whose job ended at once
        return f"port {port} is already in use: another server would answer the page's requests"
    log_path = Path(work) / f"server-{len(jobs) + 1}.log"
    with open(log_path, "w", encoding="utf-8") as output:
        process = subprocess.Popen(command.removesuffix("&").rstrip(), shell=True, cwd=cwd, env=env, stdout=output,
                                   stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, executable="/bin/bash",
                                   start_new_session=True)
    jobs.append(process)
    deadline, problem = time.monotonic() + 300, "no address within 300 s"
    while time.monotonic() < deadline:
        if f"http://127.0.0.1:{port}/" in log_path.read_text(encoding="utf-8", errors="replace"):
            problem = None
            break
        if process.poll() is not None:
            problem = f"exit {process.returncode} before its address"
            break
        time.sleep(0.1)
    log.write(log_path.read_text(encoding="utf-8", errors="replace"))
    return problem


def stop_job(process):
    """Stops a background job's process group; its exit status, or None when it had already ended."""
    if process is None or process.poll() is not None:
        return None
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
    return process.returncode


def run_page(page, shared, listing):
    """Runs one page's commands in order; returns its report lines, failures and the commands seen."""
    name = page.relative_to(ROOT).as_posix()
    report, failures, seen = [], [], set()
    commands = page_commands(page)
    if not commands:
        return report, failures, seen
    with tempfile.TemporaryDirectory(prefix="bidlab-docs-") as work:
        repo = None if listing else scratch_checkout(Path(work), shared)
        env = dict(os.environ, BIDLAB_SHARED=str(Path(work) / "shared" / "data") if shared else "",
                   XDG_CACHE_HOME=str(Path(work) / "cache"), PYTHONUNBUFFERED="1", **MPI_ENV)
        env["HOME"] = str(Path(work) / "home")  # a page's ~/… (a virtual environment, say) stays in the scratch
        (Path(work) / "home").mkdir()
        jobs = []  # the page's background servers, `kill %1` stops the first
        try:
            run_commands(name, commands, repo, env, work, shared, listing, jobs, report, failures, seen)
        finally:
            for number, process in enumerate(jobs, 1):
                if stop_job(process) is not None:
                    failures.append(f"{name}: background job %{number} was still running when the page ended")
    return report, failures, seen


def run_commands(name, commands, repo, env, work, shared, listing, jobs, report, failures, seen):
    """Runs a page's commands in order into report, failures and seen (run_page's)."""
    unstarted = None  # a background job that did not start: the commands up to its `kill` are skipped
    for line, written in commands:
        command = without_comment(written)
        seen.add(command)
        where = f"{name}:{line}"
        if command in NOT_RUN:
            report.append(f"{where}: not run: {NOT_RUN[command]}")
            script = command.split()[-1]
            if command.startswith("sbatch ") and subprocess.run(["bash", "-n", ROOT / script]).returncode:
                failures.append(f"{where}: {script} is not a valid shell script")
            continue
        if command.startswith("mpirun") and not shutil.which("mpirun"):
            report.append(f"{where}: skipped: no mpirun (scripts/setup.sh installs openmpi-bin)")
            continue
        if not shared and "shared" in command:
            report.append(f"{where}: skipped: it reads the shared data")
            continue
        run = SHORT.get(command, command)
        if unstarted and not listing:  # what asks a server that did not start would ask whatever holds its port
            report.append(f"{where}: skipped: background job %{unstarted} did not start")
            if KILL_JOB.match(run) and int(KILL_JOB.match(run).group(1)) == unstarted:
                unstarted = None
            continue
        if listing:
            report.append(f"{where}: {run}")
            continue
        if "check-docs" in run:  # it checks the committed results, not what a short form above wrote
            shutil.rmtree(repo / "results")
            shutil.copytree(ROOT / "results", repo / "results")
        begin = time.monotonic()
        with open(Path(work) / "log", "w+", encoding="utf-8") as log:
            try:
                if BACKGROUND_SERVER.match(run):
                    problem = start_background_server(run, repo, env, work, jobs, log)
                    unstarted = len(jobs) if problem else None
                elif KILL_JOB.match(run):
                    number = int(KILL_JOB.match(run).group(1))
                    if not 1 <= number <= len(jobs):
                        problem = f"no job %{number}"
                    elif stop_job(jobs[number - 1]) is None:
                        problem = f"job %{number} had already ended"
                    else:
                        problem = None
                elif SERVER.search(run):
                    problem = run_server(run, repo, env, log)
                else:
                    done = subprocess.run(run, shell=True, cwd=repo, env=env, stdout=log,
                                          stderr=subprocess.STDOUT, timeout=600, executable="/bin/bash")
                    problem = None if done.returncode == 0 else f"exit {done.returncode}"
            except subprocess.TimeoutExpired:
                problem = "still running after 600 s"
            log.seek(0)
            output = log.read()
        seconds = time.monotonic() - begin
        short = " [short form]" if run != command else ""
        if problem:
            tail = "\n    ".join(output.strip().splitlines()[-8:])
            failures.append(f"{where}: {run}\n  {problem}:\n    {tail}")
            report.append(f"{where}: FAILED ({problem}, {seconds:.1f} s){short}")
        else:
            report.append(f"{where}: ok ({seconds:.1f} s){short}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="one page (README.md, docs/commands.md, ...)")
    parser.add_argument("--list", action="store_true", help="print the commands and what is run for each")
    parser.add_argument("--jobs", type=int, default=2, help="pages run at once (default 2)")
    args = parser.parse_args()

    pages = [ROOT / "README.md"] + sorted((ROOT / "docs").glob("*.md"))
    if args.only:
        pages = [p for p in pages if p.relative_to(ROOT).as_posix() == args.only]
    shared_data = Path(os.environ.get("BIDLAB_SHARED", ROOT.parent / "shared" / "data"))
    shared = shared_data.parent if (shared_data / "external").is_dir() else None
    if not shared:
        print(f"run_doc_commands: no shared data at {shared_data}: the commands that read it are skipped")

    seen, failures, start = set(), [], time.monotonic()
    # The longest page first, so that two workers end together.
    pages.sort(key=lambda p: -len(page_commands(p)))
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for report, page_failures, page_seen in pool.map(lambda p: run_page(p, shared, args.list), pages):
            if report:
                print("\n".join(report), flush=True)
            failures += page_failures
            seen |= page_seen
    if not args.only:
        for table, entries in (("SHORT", SHORT), ("NOT_RUN", NOT_RUN)):
            for command in entries:
                if command not in seen:
                    failures.append(f"{table} names a command no page holds: {command}")
    print(f"run_doc_commands: every command of {len(pages)} pages in {time.monotonic() - start:.0f} s, "
          f"{len(failures)} failed")
    for failure in failures:
        print(failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
