"""The local Neo4j that graphmem runs itself: jars from Maven Central, started as a background JVM.

`install` resolves Neo4j Community, GDS and APOC with Maven into `neo4j/home/{lib,plugins}`.
`start` writes a neo4j.conf under the data home, launches `CommunityEntryPoint`, waits for Bolt
and writes a pid file; `stop` sends SIGTERM and waits for a clean shutdown.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from graphmem.config import REPO_ROOT, Settings

POM = REPO_ROOT / "neo4j" / "pom.xml"
CONF_TEMPLATE = REPO_ROOT / "neo4j" / "neo4j.conf"

JVM_FLAGS = [
    "--add-opens=java.base/java.nio=ALL-UNNAMED",
    "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
    "--add-opens=java.base/java.io=ALL-UNNAMED",
    "--add-opens=java.base/java.lang=ALL-UNNAMED",
    "--enable-native-access=ALL-UNNAMED",
    "-Dio.netty.tryReflectionSetAccessible=true",
    "-XX:+UseG1GC",
]


class LocalNeo4jError(RuntimeError):
    pass


@dataclass
class Status:
    running: bool
    pid: int | None
    bolt_uri: str
    home: Path
    installed: bool

    def describe(self) -> str:
        state = f"running (pid {self.pid})" if self.running else "stopped"
        jars = "installed" if self.installed else "not installed (run: graphmem neo4j install)"
        return f"neo4j {state} at {self.bolt_uri}; data in {self.home}; jars {jars}"


def is_installed(settings: Settings) -> bool:
    lib = settings.neo4j_home / "lib"
    plugins = settings.neo4j_home / "plugins"
    return lib.is_dir() and any(lib.glob("neo4j-kernel-*.jar")) and any(plugins.glob("proc-*.jar"))


def install(settings: Settings, quiet: bool = True) -> None:
    """Resolve the jars from Maven Central (idempotent; seconds when the Maven cache is warm)."""
    if is_installed(settings):
        return
    mvn = shutil.which("mvn")
    if not mvn:
        raise LocalNeo4jError("Maven (mvn) is needed to fetch Neo4j: install it, or set NEO4J_URI")
    home = settings.neo4j_home.resolve()
    base = [mvn, "-B", "-f", str(POM), f"-Dhome.dir={home}"] + (["-q"] if quiet else [])
    subprocess.run(base + ["package", "-P", "server"], check=True)
    subprocess.run(base + ["package", "-P", "plugins,!server"], check=True)
    _drop_duplicate_plugin_jars(home)


def _drop_duplicate_plugin_jars(home: Path) -> None:
    # Jars already in lib/ must not load twice from plugins/ (class conflicts at start-up).
    in_lib = {p.name for p in (home / "lib").glob("*.jar")}
    for jar in (home / "plugins").glob("*.jar"):
        if jar.name in in_lib:
            jar.unlink()


def _paths(settings: Settings) -> dict[str, Path]:
    home = settings.home.resolve()
    return {
        "home": home,
        "conf": home / "conf",
        "data": home / "data",
        "logs": home / "logs",
        "run": home / "run",
        "pid": home / "run" / "neo4j.pid",
    }


def _write_conf(settings: Settings, paths: dict[str, Path]) -> None:
    values = {
        "DATA": str(paths["data"]),
        "LOGS": str(paths["logs"]),
        "RUN": str(paths["run"]),
        "PLUGINS": str((settings.neo4j_home / "plugins").resolve()),
        "LIB": str((settings.neo4j_home / "lib").resolve()),
        "BOLT_PORT": str(settings.bolt_port),
        "HTTP_PORT": str(settings.http_port),
        "HEAP": settings.heap,
        "PAGECACHE": settings.pagecache,
    }
    text = CONF_TEMPLATE.read_text()
    for name, value in values.items():
        text = text.replace("${" + name + "}", value)
    (paths["conf"] / "neo4j.conf").write_text(text)


def _read_pid(paths: dict[str, Path]) -> int | None:
    try:
        pid = int(paths["pid"].read_text().strip())
    except (FileNotFoundError, ValueError):
        return None
    _reap(pid)  # a JVM this process started and that died is collected here
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return None
    except PermissionError:
        return pid
    # A JVM killed under another process that has not collected it (`graphmem serve` started
    # it) is a zombie: it answers signals but runs nothing, and would block a restart.
    return None if _zombie(pid) else pid


def _zombie(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False  # no /proc (macOS): signals are all we can ask
    return stat[stat.rfind(")") + 2:][:1] == "Z"


def _bolt_answers(port: int, timeout: float = 0.5) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout):
            return True
    except OSError:
        return False


def status(settings: Settings) -> Status:
    paths = _paths(settings)
    pid = _read_pid(paths)
    return Status(pid is not None, pid, settings.local_bolt_uri, paths["home"],
                  is_installed(settings))


def start(settings: Settings, wait_s: float = 120.0) -> Status:
    """Start in the background; a second start while one runs is harmless."""
    paths = _paths(settings)
    if _read_pid(paths) is not None:
        _wait_for_bolt(settings, paths, wait_s)
        return status(settings)
    if _bolt_answers(settings.bolt_port):
        raise LocalNeo4jError(
            f"port {settings.bolt_port} is taken by another process; "
            "stop it, set GRAPHMEM_BOLT_PORT, or point NEO4J_URI at that server"
        )
    install(settings)
    for key in ("conf", "data", "logs", "run"):
        paths[key].mkdir(parents=True, exist_ok=True)
    _write_conf(settings, paths)
    java = shutil.which("java") or "java"
    heap = [f"-Xms{settings.heap}", f"-Xmx{settings.heap}"]
    classpath = f"{settings.neo4j_home.resolve()}/lib/*:{settings.neo4j_home.resolve()}/plugins/*"
    cmd = [java, *heap, *JVM_FLAGS, "-cp", classpath, "org.neo4j.server.CommunityEntryPoint",
           f"--home-dir={paths['home']}", f"--config-dir={paths['conf']}"]
    log = open(paths["logs"] / "console.log", "ab")  # noqa: SIM115 - handed to the child
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                            start_new_session=True, cwd=paths["home"])
    paths["pid"].write_text(str(proc.pid))
    _wait_for_bolt(settings, paths, wait_s)
    return status(settings)


def _wait_for_bolt(settings: Settings, paths: dict[str, Path], wait_s: float) -> None:
    deadline = time.monotonic() + wait_s
    while time.monotonic() < deadline:
        if _read_pid(paths) is None:
            raise LocalNeo4jError(f"neo4j exited during start; see {paths['logs']}/console.log")
        if _bolt_answers(settings.bolt_port) and _server_ready(settings):
            return
        time.sleep(0.5)
    raise LocalNeo4jError(f"neo4j did not answer on bolt within {wait_s:.0f}s; see logs in "
                          f"{paths['logs']}")


def _server_ready(settings: Settings) -> bool:
    from neo4j import GraphDatabase

    try:
        with GraphDatabase.driver(settings.local_bolt_uri, auth=None) as driver:
            driver.verify_connectivity()
        return True
    except Exception:  # noqa: BLE001 - any failure means "not yet"
        return False


def stop(settings: Settings, wait_s: float = 60.0) -> bool:
    """SIGTERM and wait for a clean exit. Returns False when nothing was running."""
    paths = _paths(settings)
    pid = _read_pid(paths)
    if pid is None:
        paths["pid"].unlink(missing_ok=True)
        return False
    os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + wait_s
    while time.monotonic() < deadline and _read_pid(paths) is not None:
        _reap(pid)
        time.sleep(0.2)
    if _read_pid(paths) is not None:
        os.kill(pid, signal.SIGKILL)
        _reap(pid)
    paths["pid"].unlink(missing_ok=True)
    return True


def _reap(pid: int) -> None:
    # When we started the JVM in this process it is our child: collect it so it leaves no zombie.
    try:
        os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        pass
