"""``fresco-nb wheelhouse --out DIR``: on a machine with internet, a folder of wheels from which classroom
machines without internet install the kit: ``pip install --no-index --find-links DIR "fresco_nb[lab]"``.

The kit's own wheel is built from its source folder (or copied, given a ``fresco_nb`` wheel); then pip
collects a wheel of every dependency of ``fresco_nb[lab]`` (of ``fresco_nb`` alone with ``core``). For
machines like this one, ``pip wheel`` does it (a dependency published only as source is built here). For
other machines, give their ``platform`` tag (``win_amd64``, ``macosx_11_0_arm64``, ``macosx_10_9_x86_64``,
``manylinux2014_x86_64``) and ``python_version`` (``3.12``): ``pip download`` then takes their published
wheels. Run it once per kind of classroom machine into the same folder; pip picks the matching wheels.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
import zipfile
from collections.abc import Callable
from pathlib import Path

SOURCE = Path(__file__).resolve().parent.parent
INSTRUCTIONS = "install-offline.txt"


class WheelhouseError(Exception):
    """The wheelhouse could not be made: a pip step failed (the message says which)."""


class BadProject(WheelhouseError):
    """The project given is not the kit's source folder nor a fresco_nb wheel (or none was given where needed)."""


def source_folder() -> Path | None:
    """The kit's source folder this package runs from, or None when it is installed from a wheel."""
    return SOURCE if (SOURCE / "pyproject.toml").is_file() and (SOURCE / "fresco_nb").is_dir() else None


def _kit_version(source: Path) -> str:
    try:
        project = tomllib.loads((source / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    except (OSError, ValueError, KeyError) as error:
        raise BadProject(f"{source}: not a source folder of the kit ({error})") from None
    if project.get("name") != "fresco_nb":
        raise BadProject(f"{source / 'pyproject.toml'}: the project is {project.get('name')!r}, not fresco_nb")
    return project["version"]


def _pip(*arguments: str) -> list[str]:
    return [sys.executable, "-m", "pip", "--disable-pip-version-check", *arguments]


def _run(command: list[str], what: str) -> None:
    done = subprocess.run(command)
    if done.returncode:
        raise WheelhouseError(f"{what} failed (pip's exit code {done.returncode}; its messages are above)")


def _checked_project(project) -> Path:
    """``project`` (default: :func:`source_folder`) as a source folder or a wheel of the kit, else BadProject."""
    project = Path(project) if project is not None else source_folder()
    if project is None:
        raise BadProject("this fresco_nb is installed from a wheel: give the kit's source folder or a "
                         "fresco_nb wheel")
    if project.is_file():
        if not (project.name.startswith("fresco_nb-") and project.suffix == ".whl"):
            raise BadProject(f"{project}: not a fresco_nb wheel (fresco_nb-<version>-py3-none-any.whl)")
    elif project.is_dir():
        _kit_version(project)
    else:
        raise BadProject(f"{project}: no such file or folder")
    return project


def kit_wheel(project: Path, out: Path) -> Path:
    """The kit's wheel in ``out``: built from the source folder ``project``, or a copy of the wheel ``project``."""
    if project.is_file():
        if project.resolve() != (out / project.name).resolve():
            shutil.copy(project, out)
        return out / project.name
    _run(_pip("wheel", "--no-deps", "--wheel-dir", str(out), str(project)), "building the kit's wheel")
    return out / f"fresco_nb-{_kit_version(project)}-py3-none-any.whl"


# the start of a wheel platform tag -> os_name, sys_platform, platform_system on such machines
_SYSTEMS = (("win", "nt", "win32", "Windows"), ("macosx", "posix", "darwin", "Darwin"),
            ("", "posix", "linux", "Linux"))
# platform_machine where Windows names it otherwise than its tag's end
_WINDOWS_MACHINES = {"win32": "x86", "win_amd64": "AMD64", "win_arm64": "ARM64"}


def marker_environment(platform: str | None, python_version: str | None) -> dict[str, str]:
    """The values of the environment markers (PEP 508) on machines with this wheel ``platform`` tag
    (``win_amd64``, ``macosx_11_0_arm64`` …) and Python ``X.Y``; None: as on this machine."""
    from packaging.markers import default_environment
    environment = default_environment()
    if python_version:
        environment.update(python_version=python_version, python_full_version=f"{python_version}.0")
    if platform:
        _, os_name, sys_platform, system = next(kind for kind in _SYSTEMS if platform.startswith(kind[0]))
        machine = _WINDOWS_MACHINES.get(platform) or (
            "x86_64" if platform.endswith("x86_64") else platform.rsplit("_", 1)[-1])
        environment.update(os_name=os_name, sys_platform=sys_platform, platform_system=system,
                           platform_machine=machine)
    return environment


def missing_requirements(kit: Path, extras: set[str], environment: dict[str, str]) -> list[str]:
    """The requirements, on machines with the marker ``environment``, of the kit's wheel ``kit`` (with
    ``extras``) and of every dependency, that no wheel beside it meets yet (pip judges the markers for the
    machine it runs on only)."""
    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name, parse_wheel_filename
    wheels = {canonicalize_name(parse_wheel_filename(path.name)[0]): path for path in kit.parent.glob("*.whl")}
    wheels["fresco-nb"] = kit                   # not an older kit wheel left in the folder
    wanted, queue, missing = {"fresco-nb": set(extras)}, ["fresco-nb"], []
    while queue:
        name = queue.pop()
        for line in _requires(wheels[name]):
            requirement = Requirement(line)
            if requirement.marker is not None and not any(
                    requirement.marker.evaluate({**environment, "extra": extra}) for extra in wanted[name] | {""}):
                continue
            needed = canonicalize_name(requirement.name)
            if needed not in wheels:
                requirement.marker = None
                missing.append(str(requirement))
            elif needed not in wanted or not requirement.extras <= wanted[needed]:
                wanted.setdefault(needed, set()).update(requirement.extras)
                queue.append(needed)
    return sorted(set(missing))


def _requires(wheel: Path) -> list[str]:
    """The ``Requires-Dist`` lines of a wheel's metadata."""
    from email.parser import HeaderParser
    with zipfile.ZipFile(wheel) as archive:
        name = next(entry for entry in archive.namelist()
                    if entry.count("/") == 1 and entry.endswith(".dist-info/METADATA"))
        metadata = HeaderParser().parsestr(archive.read(name).decode("utf-8"))
    return metadata.get_all("Requires-Dist") or []


def _requirement(kit: Path, core: bool) -> str:
    """What pip installs: the kit's wheel, with the ``lab`` extra unless ``core``."""
    return str(kit) if core else f"{kit}[lab]"


def _download_for(out: Path, kit: Path, core: bool, platform: str | None, python_version: str | None):
    """Download the wheels of ``requirement`` for other machines, then, round after round, the dependencies
    their markers ask for that pip (judging the markers on this machine) left out."""
    try:
        environment = marker_environment(platform, python_version)
    except ImportError:
        raise WheelhouseError("a wheelhouse for other machines needs the 'packaging' package "
                              "(pip install packaging)") from None
    target = [option for name, value in (("--platform", platform), ("--python-version", python_version))
              if value for option in (name, value)]
    requirements = [_requirement(kit, core)]
    for _ in range(20):
        _run(_pip("download", "--only-binary=:all:", *target, "--dest", str(out), *requirements),
             "downloading the wheels of the dependencies")
        requirements = missing_requirements(kit, set() if core else {"lab"}, environment)
        if not requirements:
            return
    raise WheelhouseError(f"still missing after 20 rounds: {', '.join(requirements)}")


def install_lines(out: Path, core: bool = False, platform: str | None = None,
                  python_version: str | None = None) -> list[str]:
    """How a classroom machine (with this ``platform`` tag and Python ``X.Y``; None: like this machine)
    installs and starts the kit from the wheelhouse ``out``."""
    spec = "fresco_nb" if core else "fresco_nb[lab]"
    start = "fresco-nb simulate --games 2" if core else "fresco-nb lab"
    python = python_version or f"{sys.version_info.major}.{sys.version_info.minor}"
    machines = f"{platform} machines" if platform else "machines like the one that made it"
    return [
        f"This wheelhouse is for Python {python} on {machines}.",
        f"On each classroom machine, in a terminal, in the folder that holds the copied folder {out.name}:",
        f"  Windows:       py -{python} -m venv fresco-venv",
        f"                 fresco-venv\\Scripts\\pip install --no-index --find-links {out.name} \"{spec}\"",
        f"                 fresco-venv\\Scripts\\{start}",
        f"  macOS, Linux:  python{python} -m venv fresco-venv",
        f"                 fresco-venv/bin/pip install --no-index --find-links {out.name} \"{spec}\"",
        f"                 fresco-venv/bin/{start}",
    ]


def make_wheelhouse(out, project=None, core: bool = False, platform: str | None = None,
                    python_version: str | None = None, say: Callable[[str], None] = print) -> list[Path]:
    """Fill the folder ``out`` with the kit's wheel and every wheel it needs; returns the wheels in ``out``.

    ``project``: the kit's source folder or a ``fresco_nb`` wheel (default: :func:`source_folder`). ``core``:
    without the ``lab`` extra. ``platform``/``python_version``: the classroom machines' (default: this one's).
    Raises :class:`BadProject` for a bad ``project`` (before anything is written), :class:`WheelhouseError`
    naming the pip step that failed."""
    project = _checked_project(project)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    kit = kit_wheel(project, out)
    if platform or python_version:
        _download_for(out, kit, core, platform, python_version)
    else:
        _run(_pip("wheel", "--wheel-dir", str(out), _requirement(kit, core)),
             "collecting the wheels of the dependencies")
    lines = install_lines(out, core, platform, python_version)
    (out / INSTRUCTIONS).write_text("\n".join(lines) + "\n", encoding="utf-8")
    wheels = sorted(out.glob("*.whl"))
    size = sum(path.stat().st_size for path in wheels) / 1e6
    say(f"wheelhouse ready: {out} ({len(wheels)} wheels, {size:.1f} MB)")
    for line in lines:
        say(line)
    return wheels
