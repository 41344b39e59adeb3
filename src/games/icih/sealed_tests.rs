//! Sealed share links of games in progress (issue 25): what they show, what they hide, and
//! the games continued from them.

use super::draws::HIDDEN;
use super::sealed::{dealt_again, sealed};
use super::state::Era;
use super::tests::random_game;
use super::*;
use crate::engine::{Game, GameRecord, GameRng, RecordError, Session, Team, Viewer};

/// Cut points inside a finished game's record, the game still in progress at each.
fn cuts(total: usize) -> Vec<usize> {
    [1, total / 5, total / 2, 4 * total / 5, total - 1]
        .into_iter()
        .filter(|&k| k > 0 && k < total)
        .collect()
}

fn prefix(record: &GameRecord<Icih>, k: usize) -> GameRecord<Icih> {
    let mut cut = record.clone();
    cut.actions.truncate(k);
    cut
}

fn seen_for(seed: u64) -> Vec<Team> {
    // Against the computer the sharer sees one hand; on one device, neither is shown.
    if seed % 3 == 2 {
        Vec::new()
    } else {
        vec![Team::Home]
    }
}

fn view_of(game: &Icih, seen: &[Team]) -> String {
    let viewer = seen
        .first()
        .map_or(Viewer::Seat(Team::Home), |&t| Viewer::Seat(t));
    let mut view = game.view(viewer);
    if seen.is_empty() {
        // As the replay of a game on one device shows it: no hand and no choice.
        view.hands = crate::engine::ByTeam::new(None, None);
        view.legal.clear();
    }
    format!("{view:?}")
}

fn play_on(session: &mut Session<Icih>, rng: &mut GameRng) {
    while let Some(seat) = session.state.phase().actor() {
        let legal = session.state.legal_actions(seat);
        session
            .apply(legal[rng.below(legal.len())])
            .expect("a legal move applies");
        let mut all = session.state.all_cards();
        all.sort_unstable();
        assert_eq!(all, (1..=64).collect::<Vec<u8>>(), "every card once");
    }
}

#[test]
fn a_sealed_link_shows_what_its_sharer_saw_and_hides_the_rest() {
    for seed in 0..48u64 {
        let full = random_game(seed, Era::ALL[seed as usize % 4], false);
        let seen = seen_for(seed);
        for k in cuts(full.record.actions.len()) {
            let original = Session::replay(&prefix(&full.record, k), None).unwrap();
            let link = sealed(&original.record, &seen).unwrap();
            assert_eq!(link.seed, 0, "a sealed link has no seed");
            let text = link.encode();
            let opened = Session::replay(&GameRecord::<Icih>::decode(&text).unwrap(), None)
                .unwrap_or_else(|e| panic!("game {seed} at {k}: {e}"));
            assert_eq!(
                view_of(&opened.state, &seen),
                view_of(&original.state, &seen),
                "game {seed} at move {k}: the sealed replay shows what the sharer saw"
            );
            assert_eq!(opened.describe_log(), original.describe_log());
            // A hand not seen holds hidden cards, or cards turned up for all (a kept card).
            let turned_up: Vec<u8> = link.deal.as_ref().unwrap().known.concat();
            for team in Team::BOTH.into_iter().filter(|t| !seen.contains(t)) {
                assert!(
                    opened
                        .state
                        .hand(team)
                        .iter()
                        .all(|c| *c == HIDDEN || turned_up.contains(c)),
                    "game {seed} at {k}: a hand not seen holds no card its sharer did not see"
                );
            }
            // Every earlier position of the sealed replay replays too (the replay's slider).
            for j in [0, k / 2] {
                Session::replay(&link, Some(j)).expect("an earlier move replays");
            }
        }
    }
}

#[test]
fn a_sealed_link_is_the_same_whatever_the_hidden_cards_are() {
    for seed in 0..24u64 {
        let full = random_game(seed, Era::ALL[seed as usize % 4], false);
        let seen = seen_for(seed);
        let k = full.record.actions.len() / 2;
        let link = sealed(&prefix(&full.record, k), &seen).unwrap();
        let opened = Session::replay(&link, None).unwrap();
        let mut hidden_hands = Vec::new();
        for new_seed in 1..=6u64 {
            let mut continued = dealt_again(&opened, new_seed).expect("deals again");
            assert_eq!(
                view_of(&continued.state, &seen),
                view_of(&opened.state, &seen),
                "game {seed}: continuing changes nothing its sharer saw"
            );
            // Other hidden cards, the same sealed link: it cannot tell them.
            let again = sealed(&continued.record, &seen).unwrap();
            assert_eq!(
                again.encode(),
                link.encode(),
                "game {seed}, deal {new_seed}"
            );
            let mut away = continued.state.hand(Team::Away).to_vec();
            away.sort_unstable();
            hidden_hands.push(away);
            play_on(&mut continued, &mut GameRng::from_seed(new_seed));
            assert!(continued.state.outcome().is_some());
            let replayed = Session::replay(&continued.record, None).unwrap();
            assert_eq!(replayed.state.score(), continued.state.score());
        }
        // In the second pass every card not seen since the shuffle may be forced (the sharer
        // could count them too); in the first, the deck still holds others to deal.
        if opened.state.pass() == 1
            && opened.state.deck_len() > 0
            && !opened.state.hand(Team::Away).is_empty()
        {
            hidden_hands.sort();
            hidden_hands.dedup();
            assert!(
                hidden_hands.len() > 1,
                "game {seed}: the hidden hand is dealt again, not kept"
            );
        }
    }
}

#[test]
fn a_game_continued_from_a_sealed_link_can_be_saved_and_shared_again() {
    let full = random_game(7, Era::ALL[0], false);
    let k = full.record.actions.len() / 3;
    let link = sealed(&prefix(&full.record, k), &[Team::Home]).unwrap();
    let mut continued = dealt_again(&Session::replay(&link, None).unwrap(), 99).unwrap();
    let mut rng = GameRng::from_seed(3);
    for _ in 0..40 {
        let Some(seat) = continued.state.phase().actor() else {
            break;
        };
        let legal = continued.state.legal_actions(seat);
        continued.apply(legal[rng.below(legal.len())]).unwrap();
    }
    // The save: a dealt record, encoded and replayed to the same game.
    let text = continued.record.encode();
    let restored = Session::replay(&GameRecord::<Icih>::decode(&text).unwrap(), None).unwrap();
    assert_eq!(
        restored.state.hand(Team::Away),
        continued.state.hand(Team::Away)
    );
    assert_eq!(restored.state.all_cards(), continued.state.all_cards());
    // Shared again mid-game: sealed, with no seed and no hidden card.
    let again = sealed(&continued.record, &[Team::Home]).unwrap();
    let opened = Session::replay(&again, None).unwrap();
    assert!(opened.state.hand(Team::Away).iter().all(|&c| c == HIDDEN));
    assert_eq!(
        view_of(&opened.state, &[Team::Home]),
        view_of(&continued.state, &[Team::Home])
    );
}

#[test]
fn a_damaged_or_forged_deal_is_refused_without_a_panic() {
    let full = random_game(11, Era::ALL[0], false);
    let k = full.record.actions.len() / 2;
    let link = sealed(&prefix(&full.record, k), &[Team::Home]).unwrap();
    let forge = |edit: &dyn Fn(&mut Vec<Vec<u8>>)| {
        let mut record = link.clone();
        edit(&mut record.deal.as_mut().unwrap().known);
        let text = record.encode();
        let decoded = GameRecord::<Icih>::decode(&text).unwrap();
        Session::replay(&decoded, None).err()
    };
    // A card twice in one shuffle.
    let twice = forge(&|known| {
        let first = known[0][0];
        known[0][1] = first;
    });
    assert!(twice.is_some(), "a card twice in a deck is refused");
    // A card the deck does not have.
    assert!(forge(&|known| known[0][0] = 65).is_some());
    // A card turned up on the table taken out.
    let mut traced = Icih::new_traced(link.options.clone(), full.record.seed, link.rules_version);
    for action in &link.actions {
        traced.apply_action(action).unwrap();
    }
    let script = traced.script().unwrap();
    let table = script
        .draws
        .iter()
        .find(|d| d.to == super::draws::DrawTo::Table)
        .copied()
        .expect("a card was turned up");
    assert!(forge(&|known| known[table.epoch][table.pos] = 0).is_some());
    // Dealt again: only a sealed record can be.
    let plain = Session::replay(&prefix(&full.record, k), None).unwrap();
    assert!(matches!(
        dealt_again(&plain, 1),
        Err(RecordError::Unplayable(_))
    ));
    // A forged move: the hidden hand plays a card the sharer holds.
    for k in k..full.record.actions.len() {
        let link = sealed(&prefix(&full.record, k), &[Team::Home]).unwrap();
        let opened = Session::replay(&link, None).unwrap();
        if opened.state.phase().actor() == Some(Team::Away)
            && let Some(&mine) = opened.state.hand(Team::Home).first()
        {
            let mut forged = link.clone();
            forged
                .actions
                .push(super::state::Action::Play { card: mine });
            assert!(Session::replay(&forged, None).is_err());
            return;
        }
    }
    panic!("the hidden side never acts");
}
