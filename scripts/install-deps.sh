#!/usr/bin/env bash
# Installs the Debian packages TransitionLab needs, only those that are missing.
# Usage: install-deps.sh PACKAGE...   (called by `make deps`)
set -euo pipefail

missing=()
for pkg in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$pkg")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "make deps: installing ${missing[*]}"
if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: these packages are missing and apt-get is not available: ${missing[*]}" >&2
    echo "       install them with your system's package manager, then run make again." >&2
    exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
        sudo="sudo"
    else
        echo "error: these packages are missing and installing them needs root: ${missing[*]}" >&2
        echo "       run: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
        exit 1
    fi
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
