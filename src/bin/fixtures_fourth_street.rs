//! Writes the shootout share-link fixture the 4th Street Hockey browser tests open (see
//! `games::fourth_street::fixtures`). Usage: cargo run --release --bin fixtures_fourth_street

use rinkside::games::fourth_street::fixtures::{SHOOTOUT_FILE, first_shootout_game};
use std::path::Path;

fn main() -> std::io::Result<()> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let (seed, code) = first_shootout_game(1);
    std::fs::create_dir_all(root.join("tests/e2e/fixtures"))?;
    std::fs::write(root.join(SHOOTOUT_FILE), format!("{code}\n"))?;
    println!("seed {seed}: wrote {SHOOTOUT_FILE} ({} chars)", code.len());
    Ok(())
}
