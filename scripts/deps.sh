#!/usr/bin/env bash
# Installs the Debian bookworm packages crestline needs, only those missing.
set -euo pipefail
packages=(
  build-essential cmake pkg-config
  libcgal-dev libgmp-dev libmpfr-dev libboost-dev
  libpugixml-dev catch2 libcli11-dev libssl-dev
  nlohmann-json3-dev
  libwxgtk3.2-dev libx11-dev libcairo2-dev libpango1.0-dev fonts-dejavu-core libbenchmark-dev
  libzip-dev libzstd-dev
  libxml2-utils poppler-utils xvfb xauth imagemagick python3 python3-jsonschema
  tiled zlib1g-dev
  pybind11-dev python3-dev
  clang libclang-rt-14-dev
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
