#!/usr/bin/env python3
"""Proves that Groundwork's public names live beside SwiftUI and Foundation without a clash.

usage: check-names.py [--package DIR] [--build-dir DIR] [--skip-consumer]

1. Reads the public top-level names of every library module of the package from symbol graphs
   extracted from the debug build in BUILD_DIR (default .build/debug; build it first).
2. Fails when one of them
   - is a top-level name of an Apple framework listed in .ci/names/apple/*.txt (SwiftUI, SwiftData,
     Observation, Symbols, Charts, CoreGraphics, MacTypes, and what SwiftUI re-exports);
   - is a top-level name of a module of the installed toolchain (the standard library, _Concurrency,
     Synchronization, Observation, Dispatch and Foundation with its parts), read from the toolchain
     itself so that a newer toolchain is checked against its own names;
   - starts with a prefix Apple reserves for its C and Objective-C APIs (CG, NS, UI);
   - is the name of one of our modules, or is public in two of our modules.
3. Generates a consumer package that imports Foundation and all library modules and names every
   public top-level type unqualified in a type position (`typealias T1 = Name`), builds it and fails
   on any error, an "is ambiguous" one in particular.
"""
import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

parser = argparse.ArgumentParser()
parser.add_argument("--package", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
parser.add_argument("--build-dir", default=None)
parser.add_argument("--skip-consumer", action="store_true")
args = parser.parse_args()

package = os.path.abspath(args.package)
build_dir = os.path.abspath(args.build_dir or os.path.join(package, ".build", "debug"))
names_dir = os.path.join(package, ".ci", "names", "apple")

TYPE_KINDS = {"struct", "enum", "class", "protocol", "typealias", "actor", "macro"}
TOOLCHAIN_MODULES = [
    "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Observation", "Dispatch",
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
    "FoundationXML",
]
RESERVED_PREFIX = re.compile(r"^(CG|NS|UI)[A-Z]")


def library_modules():
    """The package's library targets, as `libraries.py` reads them from the package."""
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "libraries.py")
    out = subprocess.run([sys.executable, script, "--package", package], check=True, capture_output=True, text=True)
    return out.stdout.split()


def target_triple():
    out = subprocess.run(["swiftc", "-print-target-info"], check=True, capture_output=True, text=True)
    return json.loads(out.stdout)["target"]["triple"]


def symbol_graph_names(module, include_dirs, triple, workdir):
    """Top-level type names of `module` from its symbol graph."""
    out = os.path.join(workdir, module)
    os.makedirs(out, exist_ok=True)
    command = ["swift-symbolgraph-extract", "-module-name", module, "-target", triple,
               "-output-dir", out, "-minimum-access-level", "public"]
    for include in include_dirs:
        command += ["-I", include]
    subprocess.run(command, capture_output=True, text=True)
    path = os.path.join(out, f"{module}.symbols.json")
    if not os.path.exists(path):
        return None
    with open(path) as f:
        graph = json.load(f)
    return {s["pathComponents"][0] for s in graph["symbols"]
            if len(s["pathComponents"]) == 1 and s["kind"]["identifier"].split(".")[-1] in TYPE_KINDS}


INTERFACE_DECL = re.compile(
    r"^(?:@\S+(?:\([^)]*\))?\s+)*(?:(?:final|open|public|indirect|nonisolated)\s+)*"
    r"(?:public|open)\s+(?:(?:final|indirect)\s+)?(?:struct|enum|class|protocol|typealias|actor|macro)\s+"
    r"([A-Za-z_][A-Za-z0-9_]*)")


def interface_names(module, resource_dir, triple):
    """Top-level names from a toolchain module's textual interface, when it ships one."""
    candidates = glob.glob(os.path.join(resource_dir, f"{module}.swiftmodule", "*.swiftinterface"))
    candidates = [c for c in candidates if not c.endswith(".private.swiftinterface")]
    if not candidates:
        return None
    names = set()
    with open(candidates[0], encoding="utf-8", errors="replace") as f:
        for line in f:
            match = INTERFACE_DECL.match(line)
            if match:
                names.add(match.group(1))
    return names


def toolchain_resource_dir(triple):
    swiftc = shutil.which("swiftc")
    root = os.path.dirname(os.path.dirname(os.path.realpath(swiftc)))
    platform = "linux" if "linux" in triple else "macosx"
    return os.path.join(root, "lib", "swift", platform)


def apple_names():
    names = {}
    for path in sorted(glob.glob(os.path.join(names_dir, "*.txt"))):
        framework = os.path.splitext(os.path.basename(path))[0]
        with open(path) as f:
            for line in f:
                line = line.split("#", 1)[0].strip()
                if line:
                    names.setdefault(line, set()).add(framework)
    return names


def main():
    modules = library_modules()
    triple = target_triple()
    work = tempfile.mkdtemp(prefix="groundwork-names-")
    problems = []
    try:
        module_dir = os.path.join(build_dir, "Modules")
        if not os.path.isdir(module_dir):
            module_dir = build_dir
        ours = {}
        for module in modules:
            names = symbol_graph_names(module, [module_dir], triple, work)
            if names is None:
                sys.exit(f"error: no symbol graph for {module}; build the package first (swift build)")
            for name in names:
                ours.setdefault(name, set()).add(module)

        reserved = apple_names()
        resource_dir = toolchain_resource_dir(triple)
        for module in TOOLCHAIN_MODULES:
            names = interface_names(module, resource_dir, triple)
            if names is None:
                names = symbol_graph_names(module, [], triple, work)
            if not names:
                problems.append(f"could not read the top-level names of the toolchain module {module}")
                continue
            for name in names:
                reserved.setdefault(name, set()).add(f"{module} (toolchain)")

        for name in sorted(ours):
            where = ", ".join(sorted(ours[name]))
            if name in reserved:
                problems.append(f"{where}.{name} has the name of a type in {', '.join(sorted(reserved[name]))}")
            if RESERVED_PREFIX.match(name):
                problems.append(f"{where}.{name} uses a prefix Apple reserves (CG, NS, UI)")
            if name in modules:
                problems.append(f"{where}.{name} is named like the module {name}, which it would shadow")
            if len(ours[name]) > 1:
                problems.append(f"{name} is public in more than one module: {where}")
        print(f"checked {len(ours)} public top-level names of {len(modules)} modules against "
              f"{len(reserved)} reserved names")

        if not args.skip_consumer:
            problems += build_consumer(modules, ours, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    if problems:
        for problem in problems:
            print(f"error: {problem}", file=sys.stderr)
        sys.exit(1)
    print("no name clashes")


def build_consumer(modules, ours, work):
    """Builds a package that names every public top-level type of ours unqualified."""
    consumer = os.path.join(work, "Consumer")
    os.makedirs(os.path.join(consumer, "Sources", "Consumer"))
    products = ", ".join(f'.product(name: "{m}", package: "Groundwork")' for m in modules)
    with open(os.path.join(consumer, "Package.swift"), "w") as f:
        f.write(f"""// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    dependencies: [.package(name: "Groundwork", path: {json.dumps(package)})],
    targets: [.executableTarget(name: "Consumer", dependencies: [{products}])],
    swiftLanguageModes: [.v6]
)
""")
    lines = ["import Foundation"] + [f"import {m}" for m in modules] + [""]
    type_names = sorted(ours)
    for index, name in enumerate(type_names, 1):
        lines.append(f"typealias T{index} = {name}")
    lines.append(f'print("{len(type_names)} names resolve unqualified")')
    with open(os.path.join(consumer, "Sources", "Consumer", "main.swift"), "w") as f:
        f.write("\n".join(lines) + "\n")
    result = subprocess.run(
        ["swift", "build", "--package-path", consumer, "--scratch-path", os.path.join(package, ".build", "consumer")],
        capture_output=True, text=True)
    output = result.stdout + result.stderr
    problems = [line.strip() for line in output.splitlines() if "error:" in line]
    if result.returncode != 0 and not problems:
        problems.append("the consumer package did not build:\n" + output[-4000:])
    if not problems:
        print(f"consumer package: {len(type_names)} public types named unqualified beside Foundation, no ambiguity")
    return problems


if __name__ == "__main__":
    main()
