//! Rules tests: random games with invariants, scenarios from the rulebook, single rules.

use super::cards::*;
use super::deck::card;
use super::*;
use crate::engine::{Game, GameRng, Session, Team, Viewer};

pub(super) fn options(era: Era) -> Options {
    Options {
        players: Players::TwoPlayers,
        era,
    }
}

/// Checks every invariant the issue names on one state.
pub(super) fn check_invariants(game: &Icih, goal_events: ByTeamGoals) {
    let mut all = game.all_cards();
    all.sort_unstable();
    assert_eq!(
        all,
        (1..=64).collect::<Vec<u8>>(),
        "all 64 cards accounted for"
    );
    for team in Team::BOTH {
        let held = game.hand(team).len();
        assert!(held <= usize::from(MAX_HAND), "hand of {held} exceeds ten");
    }
    // Both hands above five at once only with a pulled goalie, a delayed penalty or overtime.
    let big = Team::BOTH
        .iter()
        .filter(|&&t| game.hand(t).len() > usize::from(HAND))
        .count();
    if big == 2 {
        assert!(
            game.pulled().is_some()
                || game.delayed_against().is_some()
                || game.period_kind() == PeriodKind::ShortOvertime
                || matches!(
                    game.phase(),
                    Phase::DiscardDown { .. } | Phase::TakeBonus { .. }
                ),
            "both hands above five: {:?} {:?} {:?}",
            game.hand(Team::Home),
            game.hand(Team::Away),
            game.phase()
        );
    }
    let score = game.box_score().goals();
    assert_eq!(
        (score.home, score.away),
        goal_events,
        "score equals the goal events"
    );
}

pub(super) type ByTeamGoals = (u16, u16);

pub(super) fn count_goal(events: &[Event], goals: &mut ByTeamGoals) {
    for e in events {
        if let Event::Goal { team, .. } = e {
            match team {
                Team::Home => goals.0 += 1,
                Team::Away => goals.1 += 1,
            }
        }
    }
}

/// Plays a whole game with random legal choices; returns the finished session.
pub(super) fn random_game(seed: u64, era: Era, check_every_step: bool) -> Session<Icih> {
    let mut session = Session::<Icih>::new(options(era), seed);
    let mut rng = GameRng::from_seed(seed ^ 0x9e37_79b9);
    let mut goals = (0, 0);
    let mut steps = 0;
    while let Some(seat) = session.state.phase().actor() {
        let legal = session.state.legal_actions(seat);
        assert!(
            !legal.is_empty(),
            "a seat to act has a choice: {:?}",
            session.state.phase()
        );
        assert!(
            session.state.legal_actions(seat.other()).is_empty(),
            "one seat acts at a time"
        );
        let action = legal[rng.below(legal.len())];
        let events = session.apply(action).expect("legal action applies");
        count_goal(&events, &mut goals);
        if check_every_step {
            check_invariants(&session.state, goals);
        }
        steps += 1;
        assert!(steps < 20_000, "game {seed} does not end");
    }
    check_invariants(&session.state, goals);
    assert!(session.state.outcome().is_some());
    session
}

/// The property test: 10,000 random legal games, every era, invariants at every step,
/// and each record replays to the identical state and survives encoding.
#[test]
fn ten_thousand_random_games_keep_every_invariant_and_replay() {
    for seed in 0..10_000u64 {
        let era = Era::ALL[seed as usize % 4];
        let session = random_game(seed, era, true);
        let replayed = Session::<Icih>::replay(&session.record, None).expect("replays");
        assert_eq!(replayed.state, session.state, "replay of game {seed}");
        if seed % 100 == 0 {
            let text = session.record.encode();
            let decoded = crate::engine::GameRecord::<Icih>::decode(&text).expect("decodes");
            assert_eq!(decoded, session.record);
        }
    }
}

#[test]
fn view_hides_the_other_hand() {
    let session = random_game(7, Era::Shootout, false);
    let _ = session;
    let game = Icih::new(options(Era::Shootout), 3);
    let view = game.view(Viewer::Seat(Team::Home));
    assert!(view.hands.home.is_some());
    assert!(view.hands.away.is_none());
    assert_eq!(view.hand_counts.away, 5);
    let json = serde_json::to_string(&view).unwrap();
    assert!(!json.contains("\"draw\""), "deck order never in a view");
    let _ = card(1).kind == Kind::Pass;
}

#[test]
#[ignore]
fn debug_trace() {
    let seed: u64 = std::env::var("SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let era = Era::ALL[seed as usize % 4];
    let mut session = Session::<Icih>::new(options(era), seed);
    let mut rng = GameRng::from_seed(seed ^ 0x9e37_79b9);
    let mut goals = (0, 0);
    while let Some(seat) = session.state.phase().actor() {
        let legal = session.state.legal_actions(seat);
        let action = legal[rng.below(legal.len())];
        println!(
            "  >> {seat:?} {action:?}  hands {}/{}",
            session.state.hand(Team::Home).len(),
            session.state.hand(Team::Away).len()
        );
        let events = session.apply(action).expect("legal action applies");
        for e in &events {
            println!("     {}", describe(e));
        }
        count_goal(&events, &mut goals);
        let r = std::panic::catch_unwind(|| check_invariants(&session.state, goals));
        if r.is_err() {
            panic!("seed {seed}");
        }
    }
}

/// The computer's choices are always legal, games between computers end, and the computer
/// beats a random player far more often than not.
#[test]
fn computer_player_is_legal_and_beats_random_play() {
    let (mut computer_wins, mut random_wins) = (0, 0);
    for seed in 0..200u64 {
        let computer = if seed % 2 == 0 {
            Team::Home
        } else {
            Team::Away
        };
        let mut game = Icih::new(options(Era::Shootout), seed);
        let mut rng = GameRng::from_seed(seed);
        let mut goals = (0, 0);
        while let Some(seat) = game.phase().actor() {
            let action = if seat == computer {
                game.computer_action(seat).expect("the computer can act")
            } else {
                let legal = game.legal(seat);
                legal[rng.below(legal.len())]
            };
            let events = game
                .apply_action(&action)
                .expect("computer choice is legal");
            count_goal(&events, &mut goals);
        }
        check_invariants(&game, goals);
        match game.outcome().and_then(|o| o.winner) {
            Some(w) if w == computer => computer_wins += 1,
            Some(_) => random_wins += 1,
            None => {}
        }
    }
    assert!(
        computer_wins > 2 * random_wins,
        "computer {computer_wins} vs random {random_wins}"
    );
}

/// Applies a move that must be legal, naming the phase if it is not.
pub(super) fn act(game: &mut Icih, action: Action) -> Vec<Event> {
    game.apply_action(&action)
        .unwrap_or_else(|e| panic!("{action:?} in {:?}: {e}", game.phase()))
}

/// The cards the team may play or answer with now, sorted.
pub(super) fn offered(game: &Icih, team: Team) -> Vec<CardId> {
    let mut ids: Vec<CardId> = game
        .legal(team)
        .into_iter()
        .filter_map(|a| match a {
            Action::Play { card } | Action::Answer { card } => Some(card),
            _ => None,
        })
        .collect();
    ids.sort_unstable();
    ids
}

/// The browser tests' overtime and shootout links are still the game the engine plays today, and
/// they stand where their names say.
#[test]
fn fixtures_match_the_engine() {
    use super::fixtures::{OVERTIME_FILE, SHOOTOUT_FILE, first_shootout_game};
    let game = first_shootout_game(1);
    let stale = "the engine or deck changed: regenerate with `cargo run --bin fixtures_icih`";
    let overtime = include_str!("../../../tests/e2e/fixtures/icih-overtime.txt").trim();
    let shootout = include_str!("../../../tests/e2e/fixtures/icih-shootout.txt").trim();
    assert_eq!(overtime, game.overtime, "{OVERTIME_FILE}: {stale}");
    assert_eq!(shootout, game.shootout, "{SHOOTOUT_FILE}: {stale}");

    let at_overtime =
        Session::<Icih>::replay(&crate::engine::GameRecord::decode(overtime).unwrap(), None)
            .unwrap();
    assert_eq!(at_overtime.state.period_kind(), PeriodKind::ShortOvertime);
    let score = at_overtime.state.score();
    assert_eq!(score.home, score.away, "tied going into overtime");
    assert_eq!(
        at_overtime.state.hand(Team::Home).len(),
        6,
        "six-card hands in overtime"
    );

    let at_shootout =
        Session::<Icih>::replay(&crate::engine::GameRecord::decode(shootout).unwrap(), None)
            .unwrap();
    assert!(matches!(
        at_shootout.state.phase(),
        Phase::Shootout { team: Team::Home }
    ));
    assert!(at_shootout.state.outcome().is_none());
}

#[test]
fn period_labels() {
    assert_eq!(period_label(1, PeriodKind::Regulation), "1st");
    assert_eq!(period_label(3, PeriodKind::Regulation), "3rd");
    assert_eq!(period_label(4, PeriodKind::ShortOvertime), "OT");
    assert_eq!(period_label(4, PeriodKind::LongOvertime), "OT");
    assert_eq!(period_label(6, PeriodKind::LongOvertime), "3OT");
    assert_eq!(period_label(5, PeriodKind::Shootout), "SO");
}

/// Every event of 400 random-play games (the four eras in turn) and 24 Medium-vs-Medium games
/// played under `version`: the fingerprint of how that rules version plays.
fn version_fingerprint(version: u16) -> u32 {
    let mut all = String::new();
    for seed in 0..400u64 {
        let era = Era::ALL[seed as usize % 4];
        let mut game = Icih::with_rules_version(options(era), seed, version);
        let mut rng = GameRng::from_seed(seed ^ 0x9e37_79b9);
        let mut events = game.opening_events().to_vec();
        while let Some(seat) = game.phase().actor() {
            let legal = game.legal_actions(seat);
            let action = legal[rng.below(legal.len())];
            events.extend(game.apply(&action).expect("legal action applies"));
        }
        all.push_str(&format!("{events:?}{:?}", game.outcome()));
    }
    for seed in 0..24u64 {
        let era = Era::ALL[seed as usize % 4];
        let game = Icih::with_rules_version(options(era), seed, version);
        let game = super::lab::play_out(game, seed, Level::Medium, Level::Medium);
        all.push_str(&format!("{:?}{:?}", game.box_score(), game.outcome()));
    }
    crc32fast::hash(all.as_bytes())
}

/// Games under rules version 1 play as they did before version 2 (fingerprint taken then), so
/// old saves and links replay as they were played.
#[test]
fn version_1_games_are_unchanged() {
    assert_eq!(version_fingerprint(1), 0x17c2_0dd9);
}

/// A link made under rules version 1 (the browser tests' shootout link before version 2)
/// still opens, replays under version 1 to the same place, and goes on under version 1.
#[test]
fn version_1_links_replay_as_they_were_played() {
    let code = include_str!("../../../tests/e2e/fixtures/icih-v1-shootout.txt").trim();
    let record = crate::engine::GameRecord::<Icih>::decode(code).expect("decodes");
    assert_eq!(record.rules_version, 1);
    let session = Session::<Icih>::replay(&record, None).expect("replays");
    assert_eq!(session.state.rules_version(), 1);
    assert_eq!(session.record.encode(), code);
    assert!(matches!(
        session.state.phase(),
        Phase::Shootout { team: Team::Home }
    ));
}

/// Issue 43: the follow-up icons the pile shows now are the plays the engine allows. In every
/// attack of a few games, each card the attacker may play is of a kind `follow_now` lights, and
/// an inside shot is never lit after a puck won from a turned-up card (the face-off card's own
/// crosshairs do not apply). In a defence window the played card's own icons apply.
#[test]
fn the_pile_lights_the_follow_ups_the_engine_allows() {
    let mut fresh_attacks_with_printed_crosshairs = 0;
    for seed in 0..6u64 {
        let mut session = Session::<Icih>::new(options(Era::Shootout), seed);
        for _ in 0..3_000 {
            if session.state.outcome().is_some() {
                break;
            }
            let actor = session.state.phase().actor().expect("someone decides");
            let view = session.state.view(Viewer::Seat(actor));
            let now = view.follow_now();
            match view.phase {
                Phase::Attack { .. } => {
                    assert!(!now.defence, "no D lit in an attack");
                    for action in &view.legal {
                        if let Action::Play { card: id } = action {
                            assert!(
                                now.allows(card(*id).kind),
                                "seed {seed}: #{id} may be played but the pile does not light its kind ({now:?})"
                            );
                        }
                    }
                    if now == Next::FRESH
                        && view.top_discard.is_some_and(|id| card(id).next.inside_shot)
                    {
                        fresh_attacks_with_printed_crosshairs += 1;
                    }
                }
                Phase::Answer {
                    window: Window::Defence { card: id, .. },
                    ..
                } => assert_eq!(now, card(id).next),
                _ => assert_eq!(now, Next::NOTHING),
            }
            let action = session
                .state
                .computer_action(actor)
                .expect("a move for the side to act");
            session.apply(action).expect("a legal move");
        }
    }
    assert!(
        fresh_attacks_with_printed_crosshairs > 0,
        "some attack after a turned-up card had crosshairs printed on the pile (the case the pile dims)"
    );
}
