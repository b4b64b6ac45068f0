//! The database of component nimbers: what one run writes another reads, a run cut short
//! leaves a database that is valid and used, and files that are not nimber databases are
//! refused and left untouched.

use std::path::PathBuf;

use combgames_base::Limits;
use combgames_partizan::Error;
use combgames_rulesets::{
    Cram, CramRules, DatabaseError, Graph, GraphKayles, NIMBER_DB_FORMAT, NimberDb,
};
use combgames_search::NimberSearch;

/// A fresh path in the temporary directory, removed when dropped.
struct Temp(PathBuf);

impl Temp {
    fn new(name: &str) -> Temp {
        let path =
            std::env::temp_dir().join(format!("combgames-test-{}-{name}.redb", std::process::id()));
        std::fs::remove_file(&path).ok();
        Temp(path)
    }
}

impl Drop for Temp {
    fn drop(&mut self) {
        std::fs::remove_file(&self.0).ok();
    }
}

/// Values `board` with the database at `path`, within `steps`; the answer and what was read
/// and written.
fn run(path: &Temp, board: &Cram, steps: u64) -> (Result<u32, Error>, u64, u64) {
    let db = NimberDb::open(&path.0, "cram").unwrap();
    let mut search = NimberSearch::new(CramRules, Limits::new().steps(steps)).unwrap();
    let read = db.load(&mut search).unwrap();
    let mut writer = db.writer();
    let mut search = search.on_found(|k, n| writer.add(k, n));
    let answer = board.nimber_in(&mut search);
    drop(search);
    (answer, read, writer.finish().unwrap())
}

#[test]
fn a_second_run_starts_from_the_first() {
    let path = Temp::new("second");
    let board = Cram::empty(3, 9).unwrap();
    let (first, read, written) = run(&path, &board, u64::MAX);
    assert_eq!((first, read), (Ok(1), 0));
    assert!(written > 100);
    let (second, read, written_again) = run(&path, &board, 1);
    assert_eq!((second, read, written_again), (Ok(1), written, 0));
    assert_eq!(
        NimberDb::open(&path.0, "cram").unwrap().len().unwrap(),
        written
    );
}

#[test]
fn a_run_cut_short_leaves_a_valid_database_that_is_used() {
    let path = Temp::new("cut");
    let board = Cram::empty(4, 6).unwrap();
    let (cut, _, written) = run(&path, &board, 2000);
    assert!(matches!(cut, Err(Error::Exceeded(_))), "{cut:?}");
    assert!(written > 0);
    // The next run reads what the first found, and finishes with fewer questions.
    let (answer, read, _) = run(&path, &board, u64::MAX);
    assert_eq!((answer, read), (Ok(0), written));
    let mut fresh = NimberSearch::new(CramRules, Limits::new()).unwrap();
    assert_eq!(board.nimber_in(&mut fresh), Ok(0));
}

#[test]
fn games_keep_to_their_own_tables() {
    let path = Temp::new("tables");
    let path_graph = GraphKayles::node(Graph::parse("path 30").unwrap());
    let grid = GraphKayles::node(Graph::parse("grid 3x4").unwrap());
    for game in [&path_graph, &grid] {
        let db = NimberDb::open(&path.0, &game.table_name()).unwrap();
        let mut search = NimberSearch::new(game.clone(), Limits::new()).unwrap();
        db.load(&mut search).unwrap();
        let mut writer = db.writer();
        let mut search = search.on_found(|k, n| writer.add(k, n));
        let mut total = 0;
        for part in game.parts() {
            total ^= search.nimber::<Error>(&part).unwrap();
        }
        drop(search);
        writer.finish().unwrap();
        assert_eq!(Ok(total), game.nimber(Limits::new()));
    }
    let cram = NimberDb::open(&path.0, "cram").unwrap();
    assert!(cram.is_empty().unwrap());
    // One open database a file: a second open while the first is held is refused.
    let busy = NimberDb::open(&path.0, "cram");
    assert!(matches!(busy, Err(DatabaseError::InUse { .. })), "{busy:?}");
    drop(cram);
    assert!(
        !NimberDb::open(&path.0, &grid.table_name())
            .unwrap()
            .is_empty()
            .unwrap()
    );
}

#[test]
fn foreign_and_damaged_files_are_refused_and_left_as_they_are() {
    // Not a redb file.
    let text = Temp::new("text");
    std::fs::write(&text.0, "x,y\n1,2\n").unwrap();
    let refused = NimberDb::open(&text.0, "cram");
    assert!(
        matches!(refused, Err(DatabaseError::Foreign { .. })),
        "{refused:?}"
    );
    assert_eq!(std::fs::read(&text.0).unwrap(), b"x,y\n1,2\n");

    // A redb database of another program.
    let other = Temp::new("other");
    {
        let db = redb::Database::create(&other.0).unwrap();
        let write = db.begin_write().unwrap();
        {
            let def: redb::TableDefinition<&str, u64> = redb::TableDefinition::new("orders");
            write.open_table(def).unwrap().insert("bread", 2).unwrap();
        }
        write.commit().unwrap();
    }
    let before = std::fs::read(&other.0).unwrap();
    let refused = NimberDb::open(&other.0, "cram");
    assert!(
        matches!(refused, Err(DatabaseError::Foreign { .. })),
        "{refused:?}"
    );
    assert_eq!(std::fs::read(&other.0).unwrap(), before);

    // A nimber database of another format.
    let future = Temp::new("future");
    {
        let db = redb::Database::create(&future.0).unwrap();
        let write = db.begin_write().unwrap();
        {
            let def: redb::TableDefinition<&str, &str> = redb::TableDefinition::new("combgames");
            write
                .open_table(def)
                .unwrap()
                .insert("format", "combgames-nimbers 99")
                .unwrap();
        }
        write.commit().unwrap();
    }
    let refused = NimberDb::open(&future.0, "cram");
    assert!(
        matches!(&refused, Err(DatabaseError::Foreign { why, .. }) if why.contains(NIMBER_DB_FORMAT)),
        "{refused:?}"
    );

    // A nimber database with its middle overwritten: refused with an error (no panic), or,
    // where the damage missed what redb reads, still whole; never a wrong nimber.
    let damaged = Temp::new("damaged");
    assert_eq!(
        run(&damaged, &Cram::empty(3, 8).unwrap(), u64::MAX).0,
        Ok(3)
    );
    let mut bytes = std::fs::read(&damaged.0).unwrap();
    let middle = bytes.len() / 2;
    for b in &mut bytes[middle..middle + 4096] {
        *b = 0xA5;
    }
    std::fs::write(&damaged.0, &bytes).unwrap();
    if let Ok(db) = NimberDb::open(&damaged.0, "cram") {
        let mut search = NimberSearch::new(CramRules, Limits::new()).unwrap();
        if db.load(&mut search).is_ok() {
            assert_eq!(Cram::empty(3, 8).unwrap().nimber_in(&mut search), Ok(3));
        }
    }
}

#[test]
fn keys_of_another_game_in_a_table_are_refused() {
    let path = Temp::new("keys");
    {
        let db = redb::Database::create(&path.0).unwrap();
        let write = db.begin_write().unwrap();
        {
            let meta: redb::TableDefinition<&str, &str> = redb::TableDefinition::new("combgames");
            write
                .open_table(meta)
                .unwrap()
                .insert("format", NIMBER_DB_FORMAT)
                .unwrap();
            let cram: redb::TableDefinition<&[u8], u32> = redb::TableDefinition::new("cram");
            write
                .open_table(cram)
                .unwrap()
                .insert(&[1u8, 2, 3][..], 4)
                .unwrap();
        }
        write.commit().unwrap();
    }
    let db = NimberDb::open(&path.0, "cram").unwrap();
    let mut search = NimberSearch::new(CramRules, Limits::new()).unwrap();
    let refused = db.load(&mut search);
    assert!(
        matches!(refused, Err(DatabaseError::Corrupt { .. })),
        "{refused:?}"
    );
}
