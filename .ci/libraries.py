#!/usr/bin/env python3
"""Prints the package's library targets, read from `swift package dump-package`.

usage: libraries.py [--package DIR]              the library targets, one per line, in package order
       libraries.py [--package DIR] --deps NAME  the library targets NAME depends on, one per line

Package.swift is the one place that lists the libraries; CI, the docs script and the coverage gate
ask it through this script.
"""
import argparse
import json
import os
import subprocess

parser = argparse.ArgumentParser()
parser.add_argument("--package", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
parser.add_argument("--deps")
args = parser.parse_args()

dump = json.loads(subprocess.run(["swift", "package", "--package-path", args.package, "dump-package"],
                                 check=True, capture_output=True, text=True).stdout)
# The library products' targets: regular targets that are not a product (TestSupport) are left out.
products = {target for product in dump["products"] if "library" in product["type"] for target in product["targets"]}
libraries = [t for t in dump["targets"] if t["type"] == "regular" and t["name"] in products]
names = [t["name"] for t in libraries]
if args.deps is None:
    print("\n".join(names))
else:
    target = next(t for t in libraries if t["name"] == args.deps)
    for dependency in target["dependencies"]:
        for kind in ("byName", "target"):
            if kind in dependency and dependency[kind][0] in names:
                print(dependency[kind][0])
