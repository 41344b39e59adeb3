//! The coach's bench before the opening face-off (R1): his own lines and starting goalie.

use super::rules::ShootoutState;
use super::*;
use crate::engine::{Game, GameRecord, Session, Team};
use crate::games::sim::{Decisions, Lineup, LineupError};

fn fresh() -> Session<Crease> {
    let options = Options {
        strategies: false,
        ..Options::default()
    };
    Session::new(options, 11)
}

/// The computer's line-up turned about: lines and pairs in reverse, the other goalie.
fn turned(game: &Crease, team: Team) -> Lineup {
    let mut lineup = game.lineup(team);
    lineup.forwards.reverse();
    lineup.pairs.reverse();
    lineup.goalie = (lineup.goalie + 1) % game.cards[team].goalies.len() as u8;
    lineup
}

#[test]
fn the_lines_a_coach_makes_are_the_lines_on_the_ice_and_his_starter_plays() {
    let mut session = fresh();
    let team = Team::Away;
    let mine = turned(&session.state, team);
    assert_ne!(mine, session.state.lineup(team), "a different line-up");
    session
        .apply(Action::SetLineup {
            team,
            lineup: mine.clone(),
        })
        .unwrap();
    assert_eq!(session.state.lineup(team), mine);
    session.apply(Action::Next).unwrap(); // the opening face-off
    let on_ice: Vec<u8> = session.state.on_ice[team]
        .iter()
        .flatten()
        .copied()
        .collect();
    for player in mine.forwards[0].iter().chain(&mine.pairs[0]) {
        assert!(on_ice.contains(player), "{player} starts: {on_ice:?}");
    }
    assert_eq!(session.state.in_net[team], mine.goalie);
    while session.state.outcome().is_none() {
        let action = session.state.computer_choice().unwrap_or(Action::Next);
        session.apply(action).unwrap();
    }
    let starter = &session.state.cards[team].goalies[usize::from(mine.goalie)].name;
    let lines = session.state.player_lines();
    let in_box = lines
        .goalies
        .iter()
        .find(|g| g.team == team && &g.name == starter)
        .expect("the starter is in the box score");
    assert!(in_box.shots_against > 0, "{starter} faced the shots");
    // The record holds the choice: a replay plays the same game.
    let record = GameRecord::<Crease>::decode(&session.record.encode()).unwrap();
    let replayed = Session::replay(&record, None).unwrap();
    assert_eq!(replayed.state.lineup(team), session.state.lineup(team));
    assert_eq!(replayed.state.outcome(), session.state.outcome());
}

#[test]
fn lines_are_made_up_only_before_the_opening_face_off_and_only_whole() {
    let mut session = fresh();
    let computer = session.state.lineup(Team::Home);
    let mut twice = computer.clone();
    twice.pairs[0][0] = twice.forwards[0][0];
    let skater = twice.forwards[0][0];
    assert_eq!(
        session.apply(Action::SetLineup {
            team: Team::Home,
            lineup: twice
        }),
        Err(RuleError::Lineup(LineupError::Twice(skater)))
    );
    assert_eq!(
        session.state.lineup(Team::Home),
        computer,
        "nothing changed"
    );
    session.apply(Action::Next).unwrap();
    assert!(!session.state.before_opening_faceoff());
    assert_eq!(
        session.apply(Action::SetLineup {
            team: Team::Home,
            lineup: computer
        }),
        Err(RuleError::LineupTooLate)
    );
}

#[test]
fn the_goalie_a_coach_sends_out_faces_the_shootout_and_only_before_its_first_attempt() {
    let mut game = super::tests::new_game();
    game.shootout = Some(ShootoutState::default());
    game.set_pending(Pending::Shootout { team: Team::Away });
    let backup = (game.in_net[Team::Home] + 1) % game.cards[Team::Home].goalies.len() as u8;
    game.cards[Team::Home].goalies[usize::from(backup)].so = 3;
    assert_eq!(
        game.shootout_goalies(Team::Home).len(),
        game.cards[Team::Home].goalies.len()
    );
    game.apply(&Action::ShootoutGoalie {
        team: Team::Home,
        goalie: backup,
    })
    .unwrap();
    assert_eq!(game.in_net[Team::Home], backup);
    let shooter = game.best_shooter(Team::Away);
    let so = game.cards[Team::Away].skaters[usize::from(shooter)].so;
    let events = game
        .apply(&Action::Shooter {
            team: Team::Away,
            player: shooter,
        })
        .unwrap();
    assert!(
        events.iter().any(|e| matches!(e,
            Event::ShootoutAttempt { target, .. } if *target == so + 3)),
        "the backup's SO rating is read: {events:?}"
    );
    assert_eq!(
        game.apply(&Action::ShootoutGoalie {
            team: Team::Home,
            goalie: 1 - backup.min(1),
        }),
        Err(RuleError::BadShootoutGoalie)
    );
}

#[test]
fn no_shootout_goalie_is_named_outside_a_shootout() {
    let mut game = super::tests::new_game();
    assert!(game.shootout_goalies(Team::Home).is_empty());
    assert_eq!(
        game.apply(&Action::ShootoutGoalie {
            team: Team::Home,
            goalie: 0
        }),
        Err(RuleError::BadShootoutGoalie)
    );
}
