//! A database of component nimbers on disk, for the nimber search: what one run found, the
//! next run (or another process, after it) starts from.
//!
//! The file is a [redb](https://docs.rs/redb) database: a pure-Rust embedded key-value store
//! with ACID transactions on copy-on-write B-trees, so that a run killed between two commits
//! leaves the last commit intact and readable (redb repairs its free-space bookkeeping on the
//! next open). redb was picked over `SQLite` (`rusqlite`) because it needs no C compiler and adds
//! about ten seconds to a cold build, and over plain files because of that crash safety.
//!
//! Layout: a table `combgames` holding the format (`format` = `"combgames-nimbers 1"`), and
//! one table per game, named by the caller (`cram`, or `node-kayles` with the graph's
//! fingerprint), from a component's key bytes to its nimber (`u32`).

use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use combgames_search::{NimberRules, NimberSearch};
use redb::{Database, ReadableTable, ReadableTableMetadata, TableDefinition};
use thiserror::Error;

use crate::PartKey;

/// What a [`NimberDb`] stores in its format entry.
pub const NIMBER_DB_FORMAT: &str = "combgames-nimbers 1";

const META: TableDefinition<&str, &str> = TableDefinition::new("combgames");

/// The first bytes of every redb file.
const REDB_MAGIC: [u8; 9] = [b'r', b'e', b'd', b'b', 0x1A, 0x0A, 0xA9, 0x0D, 0x0A];

/// Why a database of nimbers cannot be used.
///
/// ```
/// use combgames_rulesets::{DatabaseError, NimberDb};
/// let path = std::env::temp_dir().join("combgames-doc-not-a-db.txt");
/// std::fs::write(&path, "a shopping list").unwrap();
/// let refused = NimberDb::open(&path, "cram");
/// assert!(matches!(refused, Err(DatabaseError::Foreign { .. })));
/// assert_eq!(std::fs::read_to_string(&path).unwrap(), "a shopping list"); // untouched
/// # std::fs::remove_file(&path).ok();
/// ```
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum DatabaseError {
    /// The file is not a database of nimbers (not a redb file, or one of another program):
    /// nothing in it was changed.
    #[error("{path} is not a combgames nimber database ({why}); it was left as it is")]
    Foreign {
        /// The file.
        path: PathBuf,
        /// What was found.
        why: String,
    },
    /// The file is a database whose content cannot be read (damaged), or a table's entry is
    /// not a nimber.
    #[error("{path} is damaged: {why}")]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// What could not be read.
        why: String,
    },
    /// The file is open in another process (redb locks it while in use).
    #[error("{path} is in use by another process")]
    InUse {
        /// The file.
        path: PathBuf,
    },
    /// Reading or writing the file failed.
    #[error("{path}: {why}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The system's or the store's message.
        why: String,
    },
    /// More nimbers in the file than the search's memo holds (its `items` limit).
    #[error("{path} holds more nimbers than the search may hold: {0}", .source)]
    TooMany {
        /// The file.
        path: PathBuf,
        /// The limit.
        #[source]
        source: combgames_base::Exceeded,
    },
}

/// A key the database can store: its bytes and back.
pub trait DbKey: Sized {
    /// The key's bytes.
    fn to_bytes(&self) -> Vec<u8>;
    /// The key of these bytes (`None` if they are no key's).
    fn from_bytes(bytes: &[u8]) -> Option<Self>;
}

impl DbKey for u128 {
    fn to_bytes(&self) -> Vec<u8> {
        self.to_le_bytes().to_vec()
    }
    fn from_bytes(bytes: &[u8]) -> Option<Self> {
        Some(u128::from_le_bytes(bytes.try_into().ok()?))
    }
}

impl DbKey for PartKey {
    fn to_bytes(&self) -> Vec<u8> {
        let (kind, value) = self.parts();
        let mut bytes = vec![kind];
        bytes.extend_from_slice(&value.to_le_bytes());
        bytes
    }
    fn from_bytes(bytes: &[u8]) -> Option<Self> {
        let (&kind, value) = bytes.split_first()?;
        PartKey::from_parts(kind, u128::from_le_bytes(value.try_into().ok()?))
    }
}

/// A database of nimbers on disk, one table of it (see the module text).
///
/// ```
/// use combgames_base::Limits;
/// use combgames_rulesets::{Cram, CramRules, NimberDb};
/// use combgames_search::NimberSearch;
/// let path = std::env::temp_dir().join(format!("combgames-doc-{}.redb", std::process::id()));
/// # std::fs::remove_file(&path).ok();
/// let db = NimberDb::open(&path, "cram").unwrap();
/// let mut first = NimberSearch::new(CramRules, Limits::new()).unwrap();
/// let mut writer = db.writer();
/// let mut search = first.on_found(|key, n| writer.add(key, n));
/// assert_eq!(Cram::empty(3, 7).unwrap().nimber_in(&mut search), Ok(1));
/// drop(search);
/// let written = writer.finish().unwrap();
/// assert!(written > 0);
/// // A second run starts from what the first found: no question is searched.
/// let mut second = NimberSearch::new(CramRules, Limits::new()).unwrap();
/// assert_eq!(db.load(&mut second).unwrap(), written);
/// assert_eq!(Cram::empty(3, 7).unwrap().nimber_in(&mut second), Ok(1));
/// assert_eq!(second.stats().nodes, 0);
/// # drop(db); std::fs::remove_file(&path).ok();
/// ```
pub struct NimberDb {
    db: Database,
    path: PathBuf,
    table: String,
}

impl std::fmt::Debug for NimberDb {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NimberDb")
            .field("path", &self.path)
            .field("table", &self.table)
            .finish_non_exhaustive()
    }
}

impl NimberDb {
    /// Opens (or creates) the database at `path`, for the game `table`.
    ///
    /// # Errors
    /// [`DatabaseError::Foreign`] for a file that is not a nimber database (left untouched);
    /// [`DatabaseError::Corrupt`], [`DatabaseError::InUse`], [`DatabaseError::Io`].
    pub fn open(path: &Path, table: &str) -> Result<NimberDb, DatabaseError> {
        let owned = path.to_path_buf();
        check_magic(path)?;
        let db = Database::builder()
            .set_cache_size(64 << 20)
            .create(path)
            .map_err(|e| match e {
                redb::DatabaseError::DatabaseAlreadyOpen => DatabaseError::InUse {
                    path: owned.clone(),
                },
                redb::DatabaseError::Storage(redb::StorageError::Corrupted(why)) => {
                    DatabaseError::Corrupt {
                        path: owned.clone(),
                        why,
                    }
                }
                other => DatabaseError::Io {
                    path: owned.clone(),
                    why: other.to_string(),
                },
            })?;
        let this = NimberDb {
            db,
            path: owned,
            table: table.to_string(),
        };
        this.check_format()?;
        Ok(this)
    }

    /// The file.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn io(&self, e: impl std::fmt::Display) -> DatabaseError {
        DatabaseError::Io {
            path: self.path.clone(),
            why: e.to_string(),
        }
    }

    fn corrupt(&self, why: impl Into<String>) -> DatabaseError {
        DatabaseError::Corrupt {
            path: self.path.clone(),
            why: why.into(),
        }
    }

    /// Checks the format entry; writes it into a database with no table at all (a new one).
    fn check_format(&self) -> Result<(), DatabaseError> {
        let read = self.db.begin_read().map_err(|e| self.io(e))?;
        let names: Vec<String> = read
            .list_tables()
            .map_err(|e| self.io(e))?
            .map(|t| redb::TableHandle::name(&t).to_string())
            .collect();
        if names.is_empty() {
            drop(read);
            let write = self.db.begin_write().map_err(|e| self.io(e))?;
            {
                let mut meta = write.open_table(META).map_err(|e| self.io(e))?;
                meta.insert("format", NIMBER_DB_FORMAT)
                    .map_err(|e| self.io(e))?;
            }
            return write.commit().map_err(|e| self.io(e));
        }
        let foreign = |why: String| DatabaseError::Foreign {
            path: self.path.clone(),
            why,
        };
        if !names.iter().any(|n| n == "combgames") {
            return Err(foreign(format!(
                "a redb database with the tables {names:?}"
            )));
        }
        let meta = read
            .open_table(META)
            .map_err(|e| self.corrupt(e.to_string()))?;
        let format = meta
            .get("format")
            .map_err(|e| self.corrupt(e.to_string()))?
            .map(|v| v.value().to_string());
        match format {
            Some(f) if f == NIMBER_DB_FORMAT => Ok(()),
            Some(f) => Err(foreign(format!("format {f:?}, not {NIMBER_DB_FORMAT:?}"))),
            None => Err(self.corrupt("no format entry")),
        }
    }

    fn definition(&self) -> TableDefinition<'_, &'static [u8], u32> {
        TableDefinition::new(&self.table)
    }

    /// The nimbers stored for this game.
    ///
    /// # Errors
    /// As for [`open`](Self::open).
    pub fn len(&self) -> Result<u64, DatabaseError> {
        let read = self.db.begin_read().map_err(|e| self.io(e))?;
        match read.open_table(self.definition()) {
            Ok(table) => table.len().map_err(|e| self.io(e)),
            Err(redb::TableError::TableDoesNotExist(_)) => Ok(0),
            Err(e) => Err(self.corrupt(e.to_string())),
        }
    }

    /// Whether no nimber is stored for this game.
    ///
    /// # Errors
    /// As for [`open`](Self::open).
    pub fn is_empty(&self) -> Result<bool, DatabaseError> {
        Ok(self.len()? == 0)
    }

    /// Puts every nimber stored for this game into `search`'s memo; the number put.
    ///
    /// # Errors
    /// [`DatabaseError::Corrupt`] for a key that is no key of the rules;
    /// [`DatabaseError::TooMany`] past the memo's limit; as for [`open`](Self::open).
    pub fn load<R>(&self, search: &mut NimberSearch<'_, R>) -> Result<u64, DatabaseError>
    where
        R: NimberRules,
        R::Key: DbKey,
    {
        let read = self.db.begin_read().map_err(|e| self.io(e))?;
        let table = match read.open_table(self.definition()) {
            Ok(table) => table,
            Err(redb::TableError::TableDoesNotExist(_)) => return Ok(0),
            Err(e) => return Err(self.corrupt(e.to_string())),
        };
        let mut count = 0;
        for entry in table.iter().map_err(|e| self.io(e))? {
            let (key, value) = entry.map_err(|e| self.corrupt(e.to_string()))?;
            let key = R::Key::from_bytes(key.value())
                .ok_or_else(|| self.corrupt(format!("a key of {} bytes", key.value().len())))?;
            search
                .remember(key, value.value())
                .map_err(|source| DatabaseError::TooMany {
                    path: self.path.clone(),
                    source,
                })?;
            count += 1;
        }
        Ok(count)
    }

    /// A writer of nimbers as a search finds them ([`NimberSearch::on_found`]): it commits
    /// what it holds every second and at [`finish`](NimberWriter::finish).
    #[must_use]
    pub fn writer(&self) -> NimberWriter<'_> {
        NimberWriter {
            db: self,
            pending: Vec::new(),
            last: Instant::now(),
            written: 0,
            error: None,
        }
    }
}

/// Refuses a file that exists, is not empty, and does not begin as a redb file.
fn check_magic(path: &Path) -> Result<(), DatabaseError> {
    let mut file = match std::fs::File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => {
            return Err(DatabaseError::Io {
                path: path.to_path_buf(),
                why: e.to_string(),
            });
        }
    };
    let mut head = Vec::new();
    file.by_ref()
        .take(REDB_MAGIC.len() as u64)
        .read_to_end(&mut head)
        .map_err(|e| DatabaseError::Io {
            path: path.to_path_buf(),
            why: e.to_string(),
        })?;
    if head.is_empty() || head == REDB_MAGIC {
        return Ok(());
    }
    Err(DatabaseError::Foreign {
        path: path.to_path_buf(),
        why: "not a redb file".into(),
    })
}

/// Commits between two of a writer's commits, at most.
const COMMIT_EVERY: Duration = Duration::from_secs(1);

/// Writes the nimbers a search finds into a [`NimberDb`] (see [`NimberDb::writer`]). An error
/// while writing is kept and returned by [`finish`](Self::finish); nothing more is written
/// after it.
pub struct NimberWriter<'d> {
    db: &'d NimberDb,
    pending: Vec<(Vec<u8>, u32)>,
    last: Instant,
    written: u64,
    error: Option<DatabaseError>,
}

impl NimberWriter<'_> {
    /// Adds a found nimber; commits if a second has passed since the last commit.
    pub fn add<K: DbKey>(&mut self, key: &K, nimber: u32) {
        if self.error.is_some() {
            return;
        }
        self.pending.push((key.to_bytes(), nimber));
        if self.last.elapsed() >= COMMIT_EVERY {
            self.commit();
        }
    }

    fn commit(&mut self) {
        self.last = Instant::now();
        if self.pending.is_empty() || self.error.is_some() {
            return;
        }
        if let Err(e) = self.try_commit() {
            self.error = Some(e);
        }
    }

    fn try_commit(&mut self) -> Result<(), DatabaseError> {
        let db = self.db;
        let write = db.db.begin_write().map_err(|e| db.io(e))?;
        {
            let mut table = write.open_table(db.definition()).map_err(|e| db.io(e))?;
            for (key, value) in &self.pending {
                table.insert(key.as_slice(), value).map_err(|e| db.io(e))?;
            }
        }
        write.commit().map_err(|e| db.io(e))?;
        self.written += self.pending.len() as u64;
        self.pending.clear();
        Ok(())
    }

    /// Commits what is left; the nimbers written in all.
    ///
    /// # Errors
    /// The first error met while writing.
    pub fn finish(mut self) -> Result<u64, DatabaseError> {
        self.commit();
        match self.error.take() {
            Some(e) => Err(e),
            None => Ok(self.written),
        }
    }
}
