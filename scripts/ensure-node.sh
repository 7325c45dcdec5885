#!/usr/bin/env bash
# Sourced by .ci/run and scripts/test.sh: puts a maintained Node LTS first on PATH. Node 20, which these machines
# come with, reached its end of life in April 2026 (and undici 8, under Astro's font code, wants 22.19 or later).
# Where `node` is older than NODE_LTS_MAJOR, the pinned release comes from the npm registry, where Node's own
# binaries are published as node-<platform>-<arch>, into a cache outside the project, once.
NODE_LTS=24.22.3
NODE_LTS_MAJOR=${NODE_LTS%%.*}
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt "$NODE_LTS_MAJOR" ]; then
  node_dir="${XDG_CACHE_HOME:-$HOME/.cache}/site-node/$NODE_LTS"
  if [ ! -x "$node_dir/node_modules/.bin/node" ]; then
    echo "Fetching Node $NODE_LTS from the npm registry into $node_dir…"
    npm install --prefix "$node_dir" --no-save --no-package-lock --no-audit --no-fund \
      "node-$(node -p 'process.platform + "-" + process.arch')@$NODE_LTS" >/dev/null
  fi
  export PATH="$node_dir/node_modules/.bin:$PATH"
fi
echo "Node $(node --version), npm $(npm --version)"
