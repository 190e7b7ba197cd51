//! The player's identity online: an ed25519 key pair made on first online use and kept in the
//! data directory (never overwritten: losing the file loses the name), and the exact bytes each
//! request signs. A key has one spelling: 64 lowercase hexadecimal digits, so a key compared as
//! text is the key.

use std::path::{Path, PathBuf};

#[cfg(feature = "server")]
use ed25519_dalek::{Signature, VerifyingKey};
use ed25519_dalek::{Signer, SigningKey};

use super::names::check_held_name;
use super::{from_hex, to_hex};

/// The key file's name in the data directory's `online/` folder.
pub const KEY_FILE: &str = "key";

/// The chosen name's file beside the key.
pub const NAME_FILE: &str = "name";

/// What a name-binding request signs.
pub fn name_message(name: &str) -> Vec<u8> {
    format!("lianliankan/1 name\n{name}").into_bytes()
}

/// What a submission signs: the name and the replay's text, exactly as sent.
pub fn submission_message(name: &str, replay: &str) -> Vec<u8> {
    format!("lianliankan/1 replay\n{name}\n{replay}").into_bytes()
}

/// What a choice about sharing replays signs: the name, the choice and its moment.
pub fn sharing_message(name: &str, share: bool, at_ms: u64) -> Vec<u8> {
    let choice = if share { "share" } else { "keep" };
    format!("lianliankan/1 sharing\n{name}\n{choice}\n{at_ms}").into_bytes()
}

#[cfg(feature = "server")]
/// Checks `signature` (hex) over `message` by `key` (hex); the error says what is wrong.
pub fn verify(key: &str, message: &[u8], signature: &str) -> Result<(), String> {
    if key.bytes().any(|b| b.is_ascii_uppercase()) {
        return Err("the key is not 64 lowercase hexadecimal digits".into());
    }
    let key = from_hex::<32>(key).ok_or("the key is not 64 lowercase hexadecimal digits")?;
    let key = VerifyingKey::from_bytes(&key).map_err(|_| "the key is not an ed25519 key")?;
    if key.is_weak() {
        return Err("the key is a weak ed25519 key".into());
    }
    let signature =
        from_hex::<64>(signature).ok_or("the signature is not 128 hexadecimal digits")?;
    key.verify_strict(message, &Signature::from_bytes(&signature))
        .map_err(|_| "the signature does not match the key".to_string())
}

/// A player's key pair.
pub struct Identity {
    key: SigningKey,
}

impl std::fmt::Debug for Identity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Identity({})", self.public_hex())
    }
}

impl Identity {
    /// A new key pair from the system's random source.
    pub fn generate() -> Result<Identity, String> {
        let mut secret = [0u8; 32];
        getrandom::fill(&mut secret).map_err(|e| format!("no random source: {e}"))?;
        Ok(Identity {
            key: SigningKey::from_bytes(&secret),
        })
    }

    /// The identity kept in `dir` (the data directory's `online/`), made and written there
    /// first if there is none. The file is written atomically and only when absent (mode 0600);
    /// a file that cannot be read as a key is an error and is left as it is.
    pub fn load_or_create(dir: &Path) -> Result<Identity, String> {
        let path = dir.join(KEY_FILE);
        if let Some(identity) = Identity::load(&path)? {
            return Ok(identity);
        }
        let identity = Identity::generate()?;
        let text = format!("{}\n", to_hex(identity.key.as_bytes()));
        match crate::formats::storage::save::write_new(&path, text.as_bytes()) {
            Ok(()) => Ok(identity),
            // Another copy of the game made one first: that one is the key.
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Identity::load(&path)?
                .ok_or_else(|| format!("{}: vanished while being read", path.display())),
            Err(e) => Err(format!("{}: cannot write the key: {e}", path.display())),
        }
    }

    /// The identity in the key file `path`, `None` if there is no such file.
    pub fn load(path: &Path) -> Result<Option<Identity>, String> {
        let bytes = match crate::formats::storage::files::read_capped(path, 1024) {
            Ok(Some(bytes)) => bytes,
            Ok(None) => return Ok(None),
            Err(e) => return Err(e.to_string()),
        };
        let secret = std::str::from_utf8(&bytes)
            .ok()
            .and_then(|text| from_hex::<32>(text.trim()))
            .ok_or_else(|| {
                format!(
                    "{}:1: expected a key of 64 hexadecimal digits; the file is left as it is",
                    path.display()
                )
            })?;
        Ok(Some(Identity {
            key: SigningKey::from_bytes(&secret),
        }))
    }

    /// The public key, in hex (what the server knows the player by).
    pub fn public_hex(&self) -> String {
        to_hex(self.key.verifying_key().as_bytes())
    }

    /// The signature of `message`, in hex.
    pub fn sign_hex(&self, message: &[u8]) -> String {
        to_hex(&self.key.sign(message).to_bytes())
    }
}

/// The data directory's folder for the key and the name, if the system has a data directory.
pub fn default_dir() -> Option<PathBuf> {
    crate::formats::storage::save::data_dir().map(|d| d.join("online"))
}

/// The name chosen before, kept beside the key, if any.
pub fn saved_name(dir: &Path) -> Option<String> {
    let bytes = crate::formats::storage::files::read_capped(&dir.join(NAME_FILE), 256).ok()??;
    let name = String::from_utf8(bytes).ok()?.trim().to_string();
    check_held_name(&name).ok().map(|_| name)
}

/// Keeps the chosen name beside the key (atomically).
pub fn save_name(dir: &Path, name: &str) -> std::io::Result<()> {
    crate::formats::storage::save::write_atomically(
        &dir.join(NAME_FILE),
        format!("{name}\n").as_bytes(),
    )
}

// Signed and read as both sides do: the server's side is in these tests.
#[cfg(all(test, feature = "server"))]
mod tests {
    use super::*;

    #[test]
    fn a_signature_verifies_only_with_its_key_and_message() {
        let me = Identity::generate().unwrap();
        let other = Identity::generate().unwrap();
        let sig = me.sign_hex(b"hello");
        verify(&me.public_hex(), b"hello", &sig).unwrap();
        // The same key in capitals is not another spelling of it.
        let shouted = me.public_hex().to_uppercase();
        assert!(
            verify(&shouted, b"hello", &sig)
                .unwrap_err()
                .contains("lowercase")
        );
        assert!(verify(&me.public_hex(), b"hellO", &sig).is_err());
        assert!(verify(&other.public_hex(), b"hello", &sig).is_err());
        assert!(
            verify("zz", b"hello", &sig)
                .unwrap_err()
                .contains("hexadecimal")
        );
        assert!(
            verify(&me.public_hex(), b"hello", "00")
                .unwrap_err()
                .contains("hexadecimal")
        );
    }

    #[test]
    fn the_key_file_is_made_once_private_and_never_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let first = Identity::load_or_create(dir.path()).unwrap();
        let again = Identity::load_or_create(dir.path()).unwrap();
        assert_eq!(first.public_hex(), again.public_hex());
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.path().join(KEY_FILE))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        // A damaged key file is an error, and stays as it was.
        std::fs::write(dir.path().join(KEY_FILE), "not a key").unwrap();
        let e = Identity::load_or_create(dir.path()).unwrap_err();
        assert!(e.contains("64 hexadecimal digits"), "{e}");
        assert_eq!(
            std::fs::read_to_string(dir.path().join(KEY_FILE)).unwrap(),
            "not a key"
        );
    }
}
