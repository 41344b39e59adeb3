//! Writes one finished game per (game, rules version) to tests/fixtures/records/ (see
//! `rinkside::games::record_fixtures`), and the newest version's as a saved-game entry under
//! tests/fixtures/saves/. Usage: cargo run --release --bin fixtures_records

// The fixtures module is native only; the wasm build of the crate's test targets still
// compiles every bin, so there this one is empty.
#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::io::Result<()> {
    use rinkside::games::record_fixtures::{DIR, SAVES_DIR, file_name, make, saved_game, versions};
    use std::path::Path;
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    std::fs::create_dir_all(root.join(DIR))?;
    std::fs::create_dir_all(root.join(SAVES_DIR))?;
    for (game, version) in versions() {
        let fixture = make(game, version);
        let path = Path::new(DIR).join(file_name(game, version));
        std::fs::write(root.join(&path), fixture.to_text(game, version))?;
        println!(
            "{}: {} {} in {} actions",
            path.display(),
            fixture.expected.score,
            fixture.expected.decided_in,
            fixture.expected.actions
        );
        if version == rinkside::games::record_fixtures::newest(game) {
            let path = Path::new(SAVES_DIR).join(format!("{}.json", game.slug()));
            std::fs::write(root.join(&path), saved_game(game, &fixture) + "\n")?;
            println!("{}", path.display());
        }
    }
    Ok(())
}

#[cfg(target_arch = "wasm32")]
fn main() {}
