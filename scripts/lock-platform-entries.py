#!/usr/bin/env python3
"""Adds lock entries for other platforms' optional binaries (biome, rollup, ...).

The npm registry reachable here lacks those packages, so `npm install` leaves them out of
package-lock.json and `npm ci` then refuses the lock as out of sync. The entries carry only
version, os, cpu and libc: npm skips them on this platform and never needs to fetch them.
Run after every `npm install` that changes package-lock.json.
"""
import json
import re
import sys

OSES = ["android", "darwin", "freebsd", "linux", "openbsd", "openharmony", "win32", "sunos", "aix", "netbsd"]
CPUS = {"arm64": "arm64", "x64": "x64", "arm": "arm", "ia32": "ia32", "loong64": "loong64",
        "ppc64": "ppc64", "riscv64": "riscv64", "s390x": "s390x", "x86_64": "x64", "aarch64": "arm64"}


def platform_of(name: str):
    base = name.split("/")[-1]
    parts = re.split(r"[-_]", base)
    os_ = next((o for o in OSES if o in parts), None)
    cpu = next((CPUS[c] for c in parts if c in CPUS), None)
    if cpu is None and "arm" in base:
        cpu = "arm"
    libc = "musl" if "musl" in base else ("glibc" if os_ == "linux" else None)
    return os_, cpu, libc


path = sys.argv[1] if len(sys.argv) > 1 else "package-lock.json"
lock = json.load(open(path))
packages = lock["packages"]
added = 0
for where, meta in list(packages.items()):
    for dep, version in (meta.get("optionalDependencies") or {}).items():
        key = f"node_modules/{dep}"
        if key in packages or (where and f"{where}/node_modules/{dep}" in packages):
            continue
        os_, cpu, libc = platform_of(dep)
        if not os_ or not cpu:
            continue
        entry = {"version": version, "optional": True, "os": [os_], "cpu": [cpu]}
        if meta.get("dev"):
            entry["dev"] = True
        if libc:
            entry["libc"] = [libc]
        packages[key] = entry
        added += 1
lock["packages"] = dict(sorted(packages.items(), key=lambda kv: (kv[0] != "", kv[0])))
with open(path, "w") as f:
    json.dump(lock, f, indent=2)
    f.write("\n")
print(f"added {added} platform entries")
