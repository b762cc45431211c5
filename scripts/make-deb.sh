#!/usr/bin/env bash
# Builds a Debian package of arcade: the release program (its packs inside), its manual and
# shell completions, and the games-over-SSH service (installed, not enabled; docs/serving.md).
#   scripts/make-deb.sh [OUT_DIR]        ARCADE_BINARY=path skips the release build
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.}
binary=${ARCADE_BINARY:-}
if [ -z "$binary" ]; then
  swift build -c release --product arcade >&2
  binary=.build/release/arcade
fi
version=$("$binary" --version | awk '{print $2}')
arch=$(dpkg --print-architecture)

# The packages that carry each library the program links: the dependencies, found rather
# than listed, so that a build linking a library no package carries is refused.
depends=()
unpackaged=()
while read -r path; do
  package=$(dpkg -S "$(readlink -f "$path")" 2>/dev/null | head -1 | cut -d: -f1) || true
  [ -z "$package" ] && package=$(dpkg -S "$path" 2>/dev/null | head -1 | cut -d: -f1) || true
  if [ -n "$package" ]; then depends+=("$package"); else unpackaged+=("$path"); fi
done < <(ldd "$binary" | awk '/=> \// {print $3}')
if [ ${#unpackaged[@]} -gt 0 ]; then
  echo "make-deb: $binary links libraries no Debian package carries (a debug build?): ${unpackaged[*]}" >&2
  exit 1
fi
depends_line=$(printf '%s\n' "${depends[@]}" | sort -u | paste -sd, - | sed 's/,/, /g')

root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
install -D -m 755 "$binary" "$root/usr/bin/arcade"
install -d "$root/usr/share/man/man1" "$root/usr/share/bash-completion/completions" \
  "$root/usr/share/zsh/vendor-completions" "$root/usr/share/fish/vendor_completions.d" "$root/usr/share/doc/arcade"
"$binary" --generate-manual | gzip -9n > "$root/usr/share/man/man1/arcade.1.gz"
"$binary" --generate-completion-script bash > "$root/usr/share/bash-completion/completions/arcade"
"$binary" --generate-completion-script zsh > "$root/usr/share/zsh/vendor-completions/_arcade"
"$binary" --generate-completion-script fish > "$root/usr/share/fish/vendor_completions.d/arcade.fish"
install -m 644 README.md docs/playing.md docs/making-packs.md docs/serving.md "$root/usr/share/doc/arcade/"
install -D -m 644 packaging/arcade-ssh.service "$root/lib/systemd/system/arcade-ssh.service"
install -D -m 644 packaging/sshd_config "$root/etc/arcade/sshd_config"

install -d "$root/DEBIAN"
cat > "$root/DEBIAN/control" <<CONTROL
Package: arcade
Version: $version
Architecture: $arch
Maintainer: PlistArcade <arcade@localhost>
Depends: $depends_line
Recommends: openssh-server
Section: games
Priority: optional
Description: terminal quiz-and-catalog games on property lists
 Picture guessing, an app showcase and a shop catalog, played in a terminal,
 alone or served to a class over SSH (arcade-ssh.service, port 2222).
CONTROL
echo /etc/arcade/sshd_config > "$root/DEBIAN/conffiles"
cat > "$root/DEBIAN/postinst" <<'POSTINST'
#!/bin/sh
# The account the players log in as (its home keeps their progress and the board), the games
# service's host key and its (empty) list of players' keys; the service itself is left off
# until the host enables it: systemctl enable --now arcade-ssh
set -e
if [ "$1" = configure ]; then
  if ! getent passwd arcade >/dev/null; then
    useradd --system --user-group --create-home --home-dir /var/lib/arcade --shell /bin/sh --comment "arcade games" arcade
  fi
  [ -f /etc/arcade/ssh_host_ed25519_key ] || ssh-keygen -q -t ed25519 -N "" -f /etc/arcade/ssh_host_ed25519_key 2>/dev/null || true
  [ -f /etc/arcade/authorized_keys ] || install -m 644 /dev/null /etc/arcade/authorized_keys
fi
POSTINST
chmod 755 "$root/DEBIAN/postinst"
deb="$out/arcade_${version}_${arch}.deb"
dpkg-deb --root-owner-group --build "$root" "$deb" >/dev/null
echo "$deb"
