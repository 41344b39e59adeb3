use super::*;
use crate::engine::cards::{Deck, PlayingCard, Suit};
use crate::engine::record::{RecordError, encode_raw, peek_game};
use crate::engine::{ByTeam, DecidedIn, Game, GameId, GameRecord, Session, Team, Viewer};
use proptest::prelude::*;

fn c(rank: u8, suit: Suit) -> PlayingCard {
    PlayingCard::new(rank, suit)
}

/// A game whose decks hold exactly these cards, in the order they will be turned up.
fn game_with(home: &[PlayingCard], away: &[PlayingCard], tie_break: TieBreak) -> CardHockey {
    let mut game = CardHockey::new(
        Options {
            players: Players::TwoPlayers,
            tie_break,
        },
        1,
    );
    game.decks = ByTeam::new(
        Deck::new(home.iter().rev().copied().collect()),
        Deck::new(away.iter().rev().copied().collect()),
    );
    game
}

fn turn(game: &mut CardHockey) -> Vec<Event> {
    let mut events = game.apply(&Action::Flip(Team::Home)).unwrap();
    events.extend(game.apply(&Action::Flip(Team::Away)).unwrap());
    events
}

const H: Suit = Suit::Hearts;
const D: Suit = Suit::Diamonds;
const S: Suit = Suit::Spades;
const C: Suit = Suit::Clubs;

#[test]
fn higher_card_moves_the_puck_toward_its_goal_from_defensive_and_neutral_zones() {
    let mut g = game_with(
        &[c(9, H), c(8, H), c(3, H)],
        &[c(4, S), c(5, S), c(7, S)],
        TieBreak::Shootout,
    );
    turn(&mut g);
    assert_eq!(g.puck.zone_for(Team::Home), Zone::Offensive);
    turn(&mut g);
    // Reds win again but an 8 in their offensive zone stays.
    assert_eq!(g.puck.zone_for(Team::Home), Zone::Offensive);
    let events = turn(&mut g);
    // Blacks' 7 beats the 3 and carries the puck back out.
    assert_eq!(g.puck, Puck::CENTRE);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PuckMoved {
            by: Team::Away,
            to: Zone::Neutral,
            ..
        }
    )));
}

#[test]
fn equal_ranks_do_not_move_the_puck() {
    let mut g = game_with(&[c(7, H), c(5, H)], &[c(7, S), c(5, S)], TieBreak::Shootout);
    let events = turn(&mut g);
    assert_eq!(g.puck, Puck::CENTRE);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PuckStays {
            reason: NoMoveReason::SameRank,
            ..
        }
    )));
}

#[test]
fn ten_or_lower_in_the_offensive_zone_stays_and_an_honor_scores() {
    let mut g = game_with(
        &[c(9, H), c(10, H), c(11, H), c(5, H)],
        &[c(3, S), c(4, S), c(10, S), c(6, S)],
        TieBreak::Shootout,
    );
    turn(&mut g);
    let events = turn(&mut g);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PuckStays {
            reason: NoMoveReason::TenOrLowerInOffensiveZone,
            winner: Some(Team::Home),
            ..
        }
    )));
    let events = turn(&mut g);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Goal {
            team: Team::Home,
            ..
        }
    )));
    assert_eq!(g.goal_cards.home, vec![c(11, H)]);
    assert_eq!(g.score(), ByTeam::new(1, 0));
    assert_eq!(g.puck, Puck::CENTRE, "face-off at centre after a goal");
    assert_eq!(g.box_score.totals().home.shots_on_goal, 1);
}

#[test]
fn an_honor_that_is_not_higher_is_blocked_and_the_higher_card_clears_the_zone() {
    let mut g = game_with(
        &[c(9, H), c(12, H), c(13, H), c(4, H)],
        &[c(3, S), c(12, S), c(14, S), c(5, S)],
        TieBreak::Shootout,
    );
    turn(&mut g);
    // Queen against queen in the Reds' zone: blocked, no move.
    let events = turn(&mut g);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::ShotBlocked {
            shooter: Team::Home,
            ..
        }
    )));
    assert_eq!(g.puck.zone_for(Team::Home), Zone::Offensive);
    // King against ace: blocked, and the Blacks carry it out to centre.
    let events = turn(&mut g);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::ShotBlocked {
            shooter: Team::Home,
            ..
        }
    )));
    assert_eq!(g.puck, Puck::CENTRE);
    assert_eq!(g.score(), ByTeam::new(0, 0));
}

#[test]
fn deuce_is_a_minor_named_by_suit_and_is_played_three_turns() {
    let expected = [
        (S, PenaltyKind::HoldingTheStick),
        (H, PenaltyKind::HighStick),
        (C, PenaltyKind::Tripping),
        (D, PenaltyKind::TooManyMen),
    ];
    for (suit, kind) in expected {
        assert_eq!(PenaltyKind::for_suit(suit), kind);
    }

    // The rulebook's example: a Too Many Men deuce at centre, then the opponent scores on the
    // second short-handed turn.
    let mut g = game_with(
        &[c(2, D), c(9, D), c(8, D), c(7, D)],
        &[c(6, S), c(5, S), c(13, S), c(3, S), c(4, S)],
        TieBreak::Shootout,
    );
    let events = turn(&mut g);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PenaltyCalled {
            team: Team::Home,
            kind: PenaltyKind::TooManyMen,
            ..
        }
    )));
    assert_eq!(g.puck.zone_for(Team::Home), Zone::Defensive);
    assert_eq!(g.decks.home.len(), 3);
    // First short-handed turn: the five is not enough to score.
    let events = turn(&mut g);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::CardTurnedUp {
            team: Team::Home,
            short_handed: true,
            ..
        }
    )));
    assert_eq!(g.decks.home.len(), 3, "no draw while short-handed");
    assert_eq!(g.puck.zone_for(Team::Home), Zone::Defensive);
    // Second short-handed turn: the king scores, and the penalty is over.
    let events = turn(&mut g);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Goal {
            team: Team::Away,
            power_play_goal: true,
            ..
        }
    )));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::PenaltyOver { team: Team::Home }))
    );
    assert!(g.penalties.home.is_none());
    // Next turn the Reds draw again.
    turn(&mut g);
    assert_eq!(g.decks.home.len(), 2);
    assert_eq!(g.box_score.totals().home.penalty_minutes, 2);
}

#[test]
fn overlapping_penalties_freeze_the_puck() {
    let mut g = game_with(
        &[c(2, H), c(9, H), c(9, H), c(9, H), c(9, H)],
        &[c(5, S), c(2, C), c(3, S), c(3, S), c(3, S)],
        TieBreak::Shootout,
    );
    turn(&mut g);
    assert_eq!(g.puck.zone_for(Team::Home), Zone::Defensive);
    let events = turn(&mut g);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PuckStays {
            reason: NoMoveReason::BothShortHanded,
            ..
        }
    )));
    let events = turn(&mut g);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PuckStays {
            reason: NoMoveReason::BothShortHanded,
            ..
        }
    )));
    assert!(g.penalties.home.is_none(), "Reds served their three turns");
    assert!(g.penalties.away.is_some());
    assert_eq!(g.puck.zone_for(Team::Home), Zone::Defensive);
}

#[test]
fn a_penalty_unfinished_at_the_end_of_a_period_carries_over() {
    // The Blacks run out after two turns while the Reds are still serving.
    let mut g = game_with(
        &[c(5, H), c(2, H), c(9, H), c(9, H)],
        &[c(4, S), c(6, S)],
        TieBreak::Shootout,
    );
    turn(&mut g);
    let events = turn(&mut g);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::PeriodEnded { .. }))
    );
    let carried = events.iter().any(|e| {
        matches!(e, Event::PeriodStarted { carried_penalties, .. } if carried_penalties == &vec![Team::Home])
    });
    assert!(carried);
    assert_eq!(g.period(), 2);
    let p = g.penalties.home.expect("still short-handed");
    assert_eq!(p.turns_left, 2);
    // The held deuce is not shuffled into the deck.
    assert!(!g.decks.home.all_cards().any(|&card| card.rank == 2));
    let events = turn(&mut g);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::CardTurnedUp {
            team: Team::Home,
            short_handed: true,
            ..
        }
    )));
}

#[test]
fn goal_cards_stay_out_for_the_rest_of_regulation_and_the_game_ends_after_three_periods() {
    let mut g = game_with(
        &[c(9, H), c(11, H), c(3, H)],
        &[c(3, S), c(4, S), c(5, S)],
        TieBreak::Shootout,
    );
    turn(&mut g);
    turn(&mut g);
    assert_eq!(g.score(), ByTeam::new(1, 0));
    turn(&mut g);
    assert_eq!(g.period(), 2);
    assert_eq!(g.decks.home.len(), 2, "the jack stays in the goal area");
    assert!(!g.decks.home.all_cards().any(|&card| card == c(11, H)));
    while g.outcome().is_none() {
        turn(&mut g);
    }
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.decided_in, DecidedIn::Regulation);
    assert_eq!(outcome.winner, Some(Team::Home));
    assert!(g.legal_actions(Team::Home).is_empty());
}

#[test]
fn a_tie_goes_to_a_shootout_with_full_decks_or_stands_when_ties_are_allowed() {
    let deck_h = [c(5, H), c(6, H)];
    let deck_a = [c(5, S), c(6, S)];
    let mut allowed = game_with(&deck_h, &deck_a, TieBreak::AllowTie);
    while allowed.outcome().is_none() {
        turn(&mut allowed);
    }
    assert_eq!(allowed.outcome().unwrap().winner, None);

    let mut g = game_with(&deck_h, &deck_a, TieBreak::Shootout);
    let mut events = Vec::new();
    while g.phase() == Phase::Regulation {
        events.extend(turn(&mut g));
    }
    assert!(events.contains(&Event::ShootoutStarted));
    assert_eq!(g.phase(), Phase::Shootout);
    assert_eq!(g.decks.home.len(), 2);
}

fn shootout_with(home: &[PlayingCard], away: &[PlayingCard]) -> CardHockey {
    let mut g = game_with(home, away, TieBreak::Shootout);
    g.phase = Phase::Shootout;
    g.clock.start_shootout();
    g.box_score.shootout = Some(ByTeam::default());
    g
}

#[test]
fn shootout_first_honor_wins_matching_honors_go_on_higher_honor_beats_lower() {
    let mut g = shootout_with(
        &[c(5, H), c(12, H), c(13, H)],
        &[c(9, S), c(12, S), c(3, S)],
    );
    let events = turn(&mut g);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::ShootoutNoWinner {
            matching_honors: false,
            ..
        }
    )));
    let events = turn(&mut g);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::ShootoutNoWinner {
            matching_honors: true,
            ..
        }
    )));
    let events = turn(&mut g);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::ShootoutGoal {
            team: Team::Home,
            ..
        }
    )));
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.decided_in, DecidedIn::Shootout);
    assert_eq!(outcome.final_score, ByTeam::new(1, 0));

    // Two different honors at once: the higher one wins.
    let mut g = shootout_with(&[c(11, H)], &[c(14, S)]);
    turn(&mut g);
    assert_eq!(g.outcome().unwrap().winner, Some(Team::Away));

    // All honors matched: the decks are reshuffled and play goes on.
    let mut g = shootout_with(&[c(11, H), c(4, H)], &[c(11, S), c(4, C)]);
    turn(&mut g);
    let events = turn(&mut g);
    assert!(events.contains(&Event::ShootoutDecksReshuffled));
    assert_eq!(g.decks.home.len(), 2);
    assert!(g.outcome().is_none());
}

#[test]
fn an_illegal_action_is_refused_and_changes_nothing() {
    let mut g = CardHockey::new(Options::default(), 5);
    g.apply(&Action::Flip(Team::Home)).unwrap();
    let before = g.clone();
    assert_eq!(
        g.apply(&Action::Flip(Team::Home)),
        Err(CardHockeyError::AlreadyTurnedUpThisTurn(Team::Home))
    );
    assert_eq!(g, before);
    assert_eq!(g.legal_actions(Team::Home), vec![]);
    assert_eq!(g.legal_actions(Team::Away), vec![Action::Flip(Team::Away)]);
    assert_eq!(g.seats_to_act(), vec![Team::Away]);
}

#[test]
fn a_fixed_seed_gives_fixed_first_cards() {
    let mut a = Session::<CardHockey>::new(Options::default(), 2026);
    let mut b = Session::<CardHockey>::new(Options::default(), 2026);
    let mut other = Session::<CardHockey>::new(Options::default(), 2027);
    let first = |s: &mut Session<CardHockey>| {
        s.apply(Action::Flip(Team::Home)).unwrap();
        s.apply(Action::Flip(Team::Away)).unwrap();
        s.state.last_turn.unwrap()
    };
    let x = first(&mut a);
    assert_eq!(x, first(&mut b));
    // Different seeds can coincide on one turn; over ten turns they will not.
    let mut same = true;
    for _ in 0..10 {
        same &= first(&mut a) == first(&mut other);
    }
    assert!(!same);
    assert!(x.home.suit.is_red());
    assert!(!x.away.suit.is_red());
}

/// Plays a whole game, flipping the seats in a seed-chosen order, checking invariants at every
/// step. Returns the session.
fn play_checked(seed: u64, tie_break: TieBreak) -> Session<CardHockey> {
    let options = Options {
        players: Players::TwoPlayers,
        tie_break,
    };
    let mut session = Session::<CardHockey>::new(options, seed);
    let mut order = seed;
    let mut goals_seen = ByTeam::<u16>::default();
    let mut last_clock = (0u8, 0u32);
    let mut steps = 0;
    while session.state.outcome().is_none() {
        let seats = session.state.seats_to_act();
        assert!(!seats.is_empty(), "someone can always act before the end");
        order = order.wrapping_mul(6364136223846793005).wrapping_add(1);
        let seat = seats[(order >> 33) as usize % seats.len()];
        let events = session.apply(Action::Flip(seat)).unwrap();
        for e in &events {
            if let Event::Goal { team, .. } = e {
                goals_seen[*team] += 1;
            }
        }
        let g = &session.state;
        for team in Team::BOTH {
            let mut cards = g.cards_of(team);
            cards.sort_by_key(|c| (c.suit, c.rank));
            let mut expected = PlayingCard::suits(&team_suits(team));
            expected.sort_by_key(|c| (c.suit, c.rank));
            assert_eq!(cards, expected, "all 26 {team:?} cards accounted for");
        }
        assert_eq!(g.box_score.goals(), goals_seen, "score equals goal events");
        let clock = (g.period(), g.clock.elapsed);
        assert!(
            clock.0 > last_clock.0 || (clock.0 == last_clock.0 && clock.1 >= last_clock.1),
            "clock never runs backward"
        );
        last_clock = clock;
        steps += 1;
        assert!(steps < 5000, "game ends");
    }
    session
}

#[test]
fn many_seeded_games_finish_with_sane_results() {
    let mut shootouts = 0;
    let mut total_goals = 0u32;
    for seed in 0..300 {
        let session = play_checked(seed, TieBreak::Shootout);
        let outcome = session.state.outcome().unwrap();
        assert!(outcome.winner.is_some(), "the shootout always decides");
        if outcome.decided_in == DecidedIn::Shootout {
            shootouts += 1;
        }
        total_goals +=
            u32::from(session.state.box_score.goals().home + session.state.box_score.goals().away);
        let replayed = Session::<CardHockey>::replay(&session.record, None).unwrap();
        assert_eq!(replayed.state, session.state);
    }
    assert!(shootouts > 0 && shootouts < 300);
    assert!(total_goals > 300, "goals are scored: {total_goals}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn random_games_keep_invariants_and_replay_identically(seed in any::<u64>(), allow_tie in any::<bool>()) {
        let tie_break = if allow_tie { TieBreak::AllowTie } else { TieBreak::Shootout };
        let session = play_checked(seed, tie_break);
        let text = session.record.encode();
        let decoded = GameRecord::<CardHockey>::decode(&text).unwrap();
        prop_assert_eq!(&decoded, &session.record);
        let replayed = Session::<CardHockey>::replay(&decoded, None).unwrap();
        prop_assert_eq!(&replayed.state, &session.state);
        prop_assert_eq!(replayed.state.view(Viewer::Everyone), session.state.view(Viewer::Everyone));
    }
}

#[test]
fn a_finished_game_link_is_short_and_every_damage_is_reported() {
    let mut longest = 0;
    for seed in 0..200 {
        let session = play_checked(seed, TieBreak::Shootout);
        let text = session.record.encode();
        longest = longest.max(text.len());
        assert_eq!(peek_game(&text), Ok(GameId::CardHockey));
    }
    assert!(longest < 2000, "longest finished-game link body: {longest}");

    let session = play_checked(11, TieBreak::Shootout);
    let text = session.record.encode();
    for cut in [text.len() / 2, text.len() / 2 + 1, text.len() - 1] {
        assert!(matches!(
            GameRecord::<CardHockey>::decode(&text[..cut]),
            Err(RecordError::Checksum | RecordError::Truncated)
        ));
    }
    assert_eq!(
        GameRecord::<CardHockey>::decode("AAA"),
        Err(RecordError::Truncated)
    );
    assert_eq!(
        GameRecord::<CardHockey>::decode("not base64!"),
        Err(RecordError::NotBase64)
    );
    let mut edited: Vec<char> = text.chars().collect();
    let i = edited.len() / 3;
    edited[i] = if edited[i] == 'A' { 'B' } else { 'A' };
    let edited: String = edited.into_iter().collect();
    assert_eq!(
        GameRecord::<CardHockey>::decode(&edited),
        Err(RecordError::Checksum)
    );
    assert_eq!(
        peek_game(&encode_raw(9, 1, &[1, 2, 3])),
        Err(RecordError::FutureFormat)
    );
    assert_eq!(
        peek_game(&encode_raw(1, 77, &[1, 2, 3])),
        Err(RecordError::UnknownGame)
    );
    // Every game is playable: a record of one that does not decode is malformed, not unknown.
    assert_eq!(
        crate::games::validate_record(&encode_raw(1, GameId::FourthStreet.code(), &[1])),
        Err(RecordError::Malformed)
    );
    // A well-formed record with a future rules version.
    let mut future = session.record.clone();
    future.rules_version = 99;
    assert_eq!(
        GameRecord::<CardHockey>::decode(&future.encode()),
        Err(RecordError::FutureRulesVersion)
    );
    // A well-formed record whose moves are illegal is caught by replay.
    let mut bad = GameRecord::<CardHockey>::new(Options::default(), 3);
    bad.actions = vec![Action::Flip(Team::Home), Action::Flip(Team::Home)];
    assert!(matches!(
        crate::games::validate_record(&bad.encode()),
        Err(RecordError::IllegalAction(_))
    ));
}

#[test]
fn every_event_reads_as_a_sentence() {
    let session = play_checked(4, TieBreak::Shootout);
    let lines = session.describe_log();
    assert!(lines.len() > 100);
    for (_, line) in &lines {
        assert!(line.ends_with('.') || line.ends_with('!'), "{line}");
    }
    assert!(lines.last().unwrap().1.starts_with("Final"));
}

/// Reading (mod.rs): a goal does not end a minor. The Reds take a deuce at centre; the Blacks
/// score on the first short-handed turn, and the Reds still serve the last turn.
#[test]
fn a_goal_does_not_end_a_minor() {
    let mut g = game_with(
        &[c(2, D), c(9, D), c(8, D), c(7, D)],
        &[c(6, S), c(13, S), c(5, S), c(3, S)],
        TieBreak::Shootout,
    );
    turn(&mut g);
    let events = turn(&mut g);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Goal {
            team: Team::Away,
            power_play_goal: true,
            ..
        }
    )));
    assert_eq!(g.penalties.home.expect("still serving").turns_left, 1);
    let events = turn(&mut g);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::CardTurnedUp {
            team: Team::Home,
            short_handed: true,
            ..
        }
    )));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::PenaltyOver { team: Team::Home }))
    );
}

/// Reading (mod.rs): the served deuce stays in the zone pile where it was last played.
#[test]
fn a_served_deuce_stays_in_the_zone_where_it_was_last_played() {
    let mut g = game_with(
        &[c(2, H), c(9, H), c(9, H), c(9, H)],
        &[c(3, S), c(3, C), c(4, S), c(5, S)],
        TieBreak::Shootout,
    );
    for _ in 0..3 {
        turn(&mut g);
    }
    assert!(g.penalties.home.is_none());
    let zone = g.puck.zone_for(Team::Home);
    assert!(g.zones.home[zone.index()].contains(&c(2, H)));
    let deuces = g.zones.home.iter().flatten().filter(|card| card.rank == 2);
    assert_eq!(deuces.count(), 1, "the deuce lies in one pile only");
}

/// CH19: every period starts with a face-off at centre ice, between the neutral zones.
#[test]
fn each_period_starts_with_the_puck_at_centre() {
    let mut g = game_with(&[c(9, H), c(9, D)], &[c(4, S), c(5, S)], TieBreak::Shootout);
    turn(&mut g);
    assert_ne!(g.puck, Puck::CENTRE, "the nine moved the puck");
    let events = turn(&mut g);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::PeriodStarted { .. }))
    );
    assert_eq!(g.period(), 2);
    assert_eq!(g.puck, Puck::CENTRE);
    assert!(events.contains(&Event::FaceOff));
}

/// Reading (mod.rs): a deuce means nothing in the shootout.
#[test]
fn a_deuce_is_no_penalty_in_the_shootout() {
    let mut g = shootout_with(&[c(2, H), c(12, H)], &[c(5, S), c(3, S)]);
    let events = turn(&mut g);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::PenaltyCalled { .. }))
    );
    assert!(g.penalties.home.is_none());
    turn(&mut g);
    assert_eq!(g.outcome().unwrap().winner, Some(Team::Home));
}

/// CH21: the shootout is played with every card, the goal cards set aside in regulation
/// included (CHL140-145). A 1-1 game: each side's goal card goes back into its deck.
#[test]
fn a_shootout_deals_the_goal_cards_back_into_the_decks() {
    let mut g = game_with(&[c(5, H), c(6, H)], &[c(5, S), c(6, S)], TieBreak::Shootout);
    g.goal_cards = ByTeam::new(vec![c(12, H)], vec![c(13, S)]);
    let mut events = Vec::new();
    while g.phase() == Phase::Regulation {
        events.extend(turn(&mut g));
    }
    assert!(events.contains(&Event::ShootoutStarted));
    assert_eq!(g.decks.home.len(), 3, "two cards and the home goal card");
    assert_eq!(
        g.decks.away.len(),
        3,
        "two cards and the visitors' goal card"
    );
    assert!(g.goal_cards.home.is_empty() && g.goal_cards.away.is_empty());
}
