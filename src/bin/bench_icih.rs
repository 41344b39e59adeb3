//! Benchmark (not a test): random-vs-random Ice Cold Ice Hockey games per second, natively;
//! then what playing a friend by link would cost (docs/link-play.md): the links a game of two
//! Medium computer players would take if every drawn card waits for the other side.
//! Usage: cargo run --profile bench-native --bin bench_icih [games]

use rinkside::engine::{DecidedIn, Game, GameRng, Session, Team};
use rinkside::games::icih::{Era, Event, Icih, Level, Options, Players};
use std::time::Instant;

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(5_000);
    let options = Options {
        players: Players::TwoPlayers,
        era: Era::Shootout,
    };
    let started = Instant::now();
    let (mut actions, mut goals, mut shots, mut pim, mut power_plays) =
        (0usize, 0u64, 0u64, 0u64, 0u64);
    let (mut overtime, mut shootouts) = (0u64, 0u64);
    let mut longest_link = 0usize;
    for seed in 0..games {
        let mut session = Session::<Icih>::new(options.clone(), seed);
        let mut rng = GameRng::from_seed(seed.wrapping_mul(31).wrapping_add(7));
        while let Some(&seat) = session.state.seats_to_act().first() {
            let legal = session.state.legal_actions(seat);
            let action = legal[rng.below(legal.len())];
            session.apply(action).expect("legal action applies");
        }
        let outcome = session.state.outcome().expect("game over");
        let totals = session.state.box_score().totals();
        for team in Team::BOTH {
            goals += u64::from(totals[team].goals);
            shots += u64::from(totals[team].shots_on_goal);
            pim += u64::from(totals[team].penalty_minutes);
            power_plays += u64::from(totals[team].power_plays);
        }
        overtime += u64::from(outcome.decided_in != DecidedIn::Regulation);
        shootouts += u64::from(outcome.decided_in == DecidedIn::Shootout);
        actions += session.record.actions.len();
        longest_link = longest_link.max(session.record.encode().len());
    }
    let secs = started.elapsed().as_secs_f64();
    let per_team = |x: u64| x as f64 / (2 * games) as f64;
    println!("ice cold ice hockey: {games} random-vs-random games in {secs:.2} s");
    println!(
        "  {:.0} games/s, {:.0} actions/s, {:.0} actions per game",
        games as f64 / secs,
        actions as f64 / secs,
        actions as f64 / games as f64
    );
    println!(
        "  per team per game (random play, not the computer players): {:.2} goals, {:.1} shots on goal, {:.2} power plays, {:.1} PIM",
        per_team(goals),
        per_team(shots),
        per_team(power_plays),
        per_team(pim)
    );
    println!(
        "  {:.1}% past regulation, {:.1}% to a shootout",
        100.0 * overtime as f64 / games as f64,
        100.0 * shootouts as f64 / games as f64
    );
    println!("  longest finished-game link fragment: {longest_link} characters");
    link_costs(games.min(200), &options);
}

/// Issue 25's deciding figure. A link passes whenever the side that must act next is not the
/// side holding the game: a decision is its player's; a card turned up on the table waits for
/// the side not holding the game (both unmask it, the holder first); a card drawn to a hand
/// waits for the other side; each shuffle (a period, a second pass) is two links.
fn link_costs(games: u64, options: &Options) {
    let (mut decisions, mut table, mut hand, mut by_decisions, mut by_cards) =
        (0u64, 0u64, 0u64, 0u64, 0u64);
    for seed in 0..games {
        let mut session = Session::<Icih>::new(options.clone(), seed);
        let (mut decider, mut holder) = (Team::Home, Team::Home);
        while let Some(&seat) = session.state.seats_to_act().first() {
            let action = session
                .state
                .computer_choice(seat, Level::Medium, seed)
                .expect("a computer player always has a move");
            decisions += 1;
            by_decisions += u64::from(decider != seat);
            decider = seat;
            by_cards += u64::from(holder != seat);
            holder = seat;
            for event in session.apply(action).expect("a legal move") {
                match event {
                    Event::PeriodStarted { .. } | Event::SecondPass => by_cards += 2,
                    Event::Drawn { .. } => {
                        table += 1;
                        by_cards += 1;
                        holder = holder.other();
                    }
                    Event::Replenished { team, drew } => {
                        hand += u64::from(drew);
                        by_cards += u64::from(holder == team);
                        holder = team.other();
                    }
                    _ => {}
                }
            }
        }
    }
    let per_game = |x: u64| x as f64 / games as f64;
    println!("playing by link ({games} Medium-vs-Medium games; docs/link-play.md):");
    println!(
        "  a game: {:.0} decisions, {:.0} cards turned up on the table, {:.0} cards drawn to hands",
        per_game(decisions),
        per_game(table),
        per_game(hand)
    );
    println!(
        "  links a game: {:.0} if only decisions passed, {:.0} if every drawn card waits for the other side ({:.1}x)",
        per_game(by_decisions),
        per_game(by_cards),
        by_cards as f64 / by_decisions.max(1) as f64
    );
}
