//! Writes the overtime and shootout share-link fixtures the browser tests open (see
//! `games::icih::fixtures`). Usage: cargo run --bin fixtures_icih

use rinkside::games::icih::fixtures::{OVERTIME_FILE, SHOOTOUT_FILE, first_shootout_game};
use std::path::Path;

fn main() -> std::io::Result<()> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let game = first_shootout_game(1);
    std::fs::create_dir_all(root.join("tests/e2e/fixtures"))?;
    std::fs::write(root.join(OVERTIME_FILE), format!("{}\n", game.overtime))?;
    std::fs::write(root.join(SHOOTOUT_FILE), format!("{}\n", game.shootout))?;
    println!(
        "seed {}: wrote {OVERTIME_FILE} ({} chars) and {SHOOTOUT_FILE} ({} chars)",
        game.seed,
        game.overtime.len(),
        game.shootout.len()
    );
    Ok(())
}
