//! Benchmark (not a test): full Card Hockey games simulated per second, natively.
//! Usage: cargo run --release --bin bench_card_hockey [games]

use rinkside::engine::{Game, Session};
use rinkside::games::card_hockey::{CardHockey, Options, Players, TieBreak};
use std::time::Instant;

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(20_000);
    let options = Options {
        players: Players::TwoPlayers,
        tie_break: TieBreak::Shootout,
    };
    let started = Instant::now();
    let (mut actions, mut goals, mut shootouts) = (0usize, 0u64, 0u64);
    let mut longest_link = 0usize;
    for seed in 0..games {
        let mut session = Session::<CardHockey>::new(options.clone(), seed);
        while let Some(&seat) = session.state.seats_to_act().first() {
            let action = session
                .state
                .computer_action(seat)
                .expect("a seat to act can act");
            session.apply(action).expect("legal action applies");
        }
        let outcome = session.state.outcome().expect("game over");
        let score = session.state.score();
        goals += u64::from(score.home + score.away);
        shootouts += u64::from(outcome.decided_in == rinkside::engine::DecidedIn::Shootout);
        actions += session.record.actions.len();
        longest_link = longest_link.max(session.record.encode().len());
    }
    let secs = started.elapsed().as_secs_f64();
    // Timing includes encoding each finished record once, as saving it would.
    println!("card hockey: {games} full games in {secs:.2} s");
    println!(
        "  {:.0} games/s, {:.0} actions/s",
        games as f64 / secs,
        actions as f64 / secs
    );
    println!(
        "  {:.2} goals per game (final score incl. shootout), {:.1}% to a shootout, {:.0} actions per game",
        goals as f64 / games as f64,
        100.0 * shootouts as f64 / games as f64,
        actions as f64 / games as f64
    );
    println!("  longest finished-game link fragment: {longest_link} characters");
}
