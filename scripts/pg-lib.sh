# Sourced by scripts/test and scripts/load-online: `start_postgres` starts a throwaway
# PostgreSQL (Debian's postgresql package) and exports its URL as LIANLIANKAN_TEST_POSTGRES;
# it is stopped and removed when the calling script exits. Its cluster lives in a temporary
# folder and listens on a free local port. As root, the server runs as the postgres user (it
# refuses to run as root). PG_FSYNC=on keeps commits durable (the tests leave it off).
start_postgres() {
  local bin
  bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
  if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    echo "PostgreSQL is not installed (apt-get install postgresql)" >&2
    return 1
  fi
  pg_dir="$(mktemp -d /tmp/lianliankan-pg.XXXXXX)"
  as_pg=()
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres "$pg_dir"
    as_pg=(runuser -u postgres --)
  fi
  "${as_pg[@]}" "$bin/initdb" -D "$pg_dir/data" -A trust -U lianliankan >"$pg_dir/initdb.log"
  local port
  for _ in $(seq 50); do
    port=$((20000 + RANDOM % 20000))
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || break
  done
  pg_stop=("${as_pg[@]}" "$bin/pg_ctl" -D "$pg_dir/data" -m immediate stop)
  trap 'stop_postgres' EXIT
  "${as_pg[@]}" "$bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w \
    -o "-p $port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=${PG_FSYNC:-off}" start >/dev/null
  export LIANLIANKAN_TEST_POSTGRES="postgres://lianliankan@127.0.0.1:$port/postgres"
  echo "== PostgreSQL: $LIANLIANKAN_TEST_POSTGRES" >&2
}
stop_postgres() {
  "${pg_stop[@]}" >/dev/null 2>&1 || true
  rm -rf "$pg_dir"
}
