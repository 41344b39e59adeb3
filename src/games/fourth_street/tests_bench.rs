//! The coach's bench (audit findings 6, 13 and 16): his own lines and starter before the
//! opening face-off, the shootout's goalie, and which forwards forecheck.

use super::cards::{PlayResult, PuckAction};
use super::clock::Moment;
use super::play::*;
use super::rink::{Area, Lane};
use super::rules::{FourthStreet, Group, ShootoutState};
use super::tests::{every_cell, faces, game, matchup_game, put, rig, roll};
use crate::engine::{Game, Session, Team};
use crate::games::sim::{Lineup, LineupError, SimPlay, Units};

/// The card builder's line-up turned about: lines and pairs in reverse, the first line's
/// wingers swapped (each plays off his wing), the other goalie.
fn turned(game: &FourthStreet, team: Team) -> Lineup {
    let mut lineup = game.lineup(team);
    lineup.forwards.reverse();
    lineup.pairs.reverse();
    lineup.forwards[0].swap(0, 2);
    lineup.goalie = (lineup.goalie + 1) % game.sheet(team).goalies.len() as u8;
    lineup
}

/// Plays on with the computer's choices for both teams.
fn play_out(session: &mut Session<FourthStreet>) {
    while session.state.outcome().is_none() {
        let choice = Team::BOTH
            .into_iter()
            .find_map(|t| session.state.manager_choice(t));
        session.apply(choice.unwrap_or(Action::Roll)).unwrap();
    }
}

#[test]
fn the_lines_a_coach_makes_are_the_lines_on_the_ice_and_his_starter_plays() {
    let mut session = Session::<FourthStreet>::new(super::tests::standard_timer(), 11);
    let team = Team::Away;
    let mine = turned(&session.state, team);
    assert_ne!(mine, session.state.lineup(team), "a different line-up");
    let events = session
        .apply(Action::SetLineup {
            team,
            lineup: mine.clone(),
        })
        .unwrap();
    assert!(
        session
            .state
            .describe(&events[0])
            .contains("makes up his own lines")
    );
    assert_eq!(session.state.lineup(team), mine);
    session.apply(Action::Roll).unwrap(); // the opening face-off
    let first: Vec<Option<u8>> = mine.forwards[0]
        .iter()
        .chain(&mine.pairs[0])
        .map(|&p| Some(p))
        .collect();
    // Slot by slot, as he put them: the right wing he sent out plays left wing.
    assert_eq!(session.state.on_ice[team][..5], first[..]);
    assert_eq!(session.state.in_net[team], mine.goalie);
    assert_eq!(session.state.starter[team], mine.goalie);
    play_out(&mut session);
    let starter = &session.state.sheet(team).goalies[usize::from(mine.goalie)].name;
    let lines = session.state.player_lines();
    let in_box = lines
        .goalies
        .iter()
        .find(|g| g.team == team && &g.name == starter)
        .expect("the starter is in the box score");
    assert!(in_box.shots_against > 0, "{starter} faced the shots");
    // The record holds the choice: a replay plays the same game.
    let replayed = session.through_a_link();
    assert_eq!(replayed.state.lineup(team), session.state.lineup(team));
    assert_eq!(replayed.state.outcome(), session.state.outcome());
}

#[test]
fn lines_are_made_up_only_before_the_opening_face_off_and_only_whole() {
    let mut g = game();
    let computer = g.lineup(Team::Home);
    let mut twice = computer.clone();
    twice.pairs[0][0] = twice.forwards[0][0];
    let skater = twice.forwards[0][0];
    assert_eq!(
        g.apply(&Action::SetLineup {
            team: Team::Home,
            lineup: twice
        }),
        Err(RuleError::Lineup(LineupError::Twice(skater)))
    );
    let mut stranger = computer.clone();
    stranger.goalie = 9;
    assert_eq!(
        g.apply(&Action::SetLineup {
            team: Team::Home,
            lineup: stranger
        }),
        Err(RuleError::Lineup(LineupError::NoSuchGoalie(9)))
    );
    assert_eq!(g.lineup(Team::Home), computer, "nothing changed");
    assert!(g.before_opening_faceoff());
    roll(&mut g);
    assert!(!g.before_opening_faceoff());
    // In play a line-up waits for the next change (FS-5) and keeps the goalie in net.
    let mut stranger = computer.clone();
    stranger.goalie = (computer.goalie + 1) % g.sheet(Team::Home).goalies.len() as u8;
    assert_eq!(
        g.apply(&Action::SetLineup {
            team: Team::Home,
            lineup: stranger
        }),
        Err(RuleError::LineupGoalie)
    );
    g.shootout = Some(ShootoutState::default());
    assert_eq!(
        g.apply(&Action::SetLineup {
            team: Team::Home,
            lineup: computer
        }),
        Err(RuleError::LineupTooLate)
    );
}

#[test]
fn a_game_nobody_coaches_is_as_it_was() {
    // The new fields stay out of the state's JSON until a coach uses them.
    let g = game();
    let text = serde_json::to_string(&g).unwrap();
    assert!(!text.contains("coach_lines") && !text.contains("forecheck_orders"));
    assert!(!text.contains("pending_lineup") && !text.contains("extra_attacker"));
}

fn shootout_game() -> FourthStreet {
    let mut g = game();
    g.shootout = Some(ShootoutState::default());
    g.step = Step::ShootoutShooter { team: Team::Away };
    g
}

#[test]
fn the_goalie_a_coach_sends_out_faces_the_shootout_and_only_before_its_first_attempt() {
    let mut g = shootout_game();
    let team = Team::Home;
    let backup = (g.in_net[team] + 1) % g.sheet(team).goalies.len() as u8;
    assert_eq!(g.shootout_goalies(team).len(), g.sheet(team).goalies.len());
    let events = g
        .apply(&Action::ShootoutGoalie {
            team,
            goalie: backup,
        })
        .unwrap();
    assert!(g.describe(&events[0]).contains("to face the shootout"));
    assert_eq!(g.in_net[team], backup);
    let name = g.goalie(team).name.clone();
    assert_eq!(name, g.sheet(team).goalies[usize::from(backup)].name);
    let shooter = g.best_shooter(Team::Away);
    g.apply(&Action::Shooter {
        team: Team::Away,
        player: shooter,
    })
    .unwrap();
    while matches!(g.step, Step::ShotAim { .. } | Step::ShotGoalie(_)) {
        roll(&mut g);
    }
    assert_eq!(g.in_net[team], backup, "he stays in for the shootout");
    assert!(!g.shootout.as_ref().unwrap().attempts.is_empty());
    assert_eq!(
        g.apply(&Action::ShootoutGoalie {
            team,
            goalie: 1 - backup.min(1),
        }),
        Err(RuleError::BadShootoutGoalie)
    );
}

#[test]
fn no_shootout_goalie_is_named_outside_a_shootout() {
    let mut g = game();
    assert!(g.shootout_goalies(Team::Home).is_empty());
    assert_eq!(
        g.apply(&Action::ShootoutGoalie {
            team: Team::Home,
            goalie: 0
        }),
        Err(RuleError::BadShootoutGoalie)
    );
    // A hurt goalie is never offered: played through in tests_round2.rs
    // (`a_goalie_hurt_on_a_cross_stays_out_through_the_shootout`).
}

/// The away team defends its offensive zone (the home end) against the home C.
fn forecheck_game() -> FourthStreet {
    let mut g = matchup_game(PuckAction::Pd);
    every_cell(&mut g, Team::Away, |c| &mut c.df, PlayResult::Steal);
    put(&mut g, Team::Home, 2, Area::Defensive(Lane::Middle));
    g
}

#[test]
fn the_forwards_a_coach_names_are_the_ones_placed() {
    let mut g = forecheck_game();
    g.coaching[Team::Away].forecheckers = 3;
    let events = g
        .apply(&Action::Forecheckers {
            team: Team::Away,
            slots: vec![3],
        })
        .unwrap();
    assert_eq!(
        g.describe(&events[0]),
        format!(
            "{} will forecheck with the RW.",
            g.sheet(Team::Away).abbreviation
        )
    );
    // The d6p names the LW: not forechecking, he is out of the play.
    rig(&mut g, vec![faces(0, 0, 1, 20, 3, 4)]);
    let events = roll(&mut g);
    assert_eq!(g.forecheckers(Team::Away), vec![3]);
    assert!(
        events.iter().any(|e| matches!(
            e,
            Event::Matchup {
                defender: None,
                offence_won: true,
                ..
            }
        )),
        "the LW stayed back: {events:?}"
    );
    // Placed, they stay until a turnover, loose puck, stoppage or shot.
    if g.forecheck[Team::Away].is_some() {
        assert_eq!(
            g.apply(&Action::Forecheckers {
                team: Team::Away,
                slots: vec![1, 2],
            }),
            Err(RuleError::ForecheckersPlaced)
        );
    }
    // The d6p names the RW: he forechecks and takes the puck.
    let mut g = forecheck_game();
    g.apply(&Action::Forecheckers {
        team: Team::Away,
        slots: vec![3],
    })
    .unwrap();
    rig(&mut g, vec![faces(0, 0, 3, 20, 3, 4)]);
    let events = roll(&mut g);
    assert!(
        events.iter().any(|e| matches!(
            e,
            Event::Matchup {
                defender: Some(_),
                offence_won: false,
                ..
            }
        )),
        "the forechecking RW defends: {events:?}"
    );
}

#[test]
fn no_forecheckers_sends_nobody() {
    let mut g = forecheck_game();
    g.apply(&Action::Forecheckers {
        team: Team::Away,
        slots: vec![],
    })
    .unwrap();
    for d6p in [1, 2, 3] {
        let mut g = g.clone();
        rig(&mut g, vec![faces(0, 0, d6p, 20, 3, 4)]);
        let events = roll(&mut g);
        assert!(g.forecheckers(Team::Away).is_empty());
        assert!(
            events.iter().any(|e| matches!(
                e,
                Event::Matchup {
                    defender: None,
                    offence_won: true,
                    ..
                }
            )),
            "nobody forechecks, the forward {d6p} is back: {events:?}"
        );
    }
    // The standing orders may say none too (L189).
    let mut g = game();
    let coaching = super::state::Coaching {
        forecheckers: 0,
        ..Default::default()
    };
    assert!(
        g.apply(&Action::SetCoaching {
            team: Team::Away,
            coaching
        })
        .is_ok()
    );
}

#[test]
fn forecheckers_are_forwards_each_once() {
    let mut g = game();
    for bad in [vec![4], vec![1, 1], vec![0], vec![1, 2, 3, 3]] {
        assert_eq!(
            g.apply(&Action::Forecheckers {
                team: Team::Home,
                slots: bad
            }),
            Err(RuleError::BadForecheckers)
        );
    }
    assert_eq!(g.forecheck_orders[Team::Home], None);
    let mut g = shootout_game();
    assert_eq!(
        g.apply(&Action::Forecheckers {
            team: Team::Home,
            slots: vec![1]
        }),
        Err(RuleError::ForecheckersPlaced)
    );
}

#[test]
fn a_forecheck_count_in_the_standing_orders_sends_the_lowest_numbered_again() {
    let mut g = game();
    g.apply(&Action::Forecheckers {
        team: Team::Home,
        slots: vec![2, 3],
    })
    .unwrap();
    // The same count with new aggressiveness keeps the named forwards.
    let mut coaching = g.coaching[Team::Home];
    coaching.aggressiveness = 1;
    g.apply(&Action::SetCoaching {
        team: Team::Home,
        coaching,
    })
    .unwrap();
    assert_eq!(g.forecheck_orders[Team::Home], Some(vec![2, 3]));
    coaching.forecheckers = 1;
    g.apply(&Action::SetCoaching {
        team: Team::Home,
        coaching,
    })
    .unwrap();
    assert_eq!(g.forecheck_orders[Team::Home], None);
}

fn own_units(game: &FourthStreet, team: Team) -> Units {
    Units::from_the_tail(&game.lineup(team))
}

#[test]
fn the_units_a_coach_names_take_the_ice_on_special_teams_and_replay() {
    let mut session = Session::<FourthStreet>::new(super::tests::standard_timer(), 5);
    let team = Team::Home;
    let units = own_units(&session.state, team);
    assert_ne!(
        units,
        session.state.special_units(team),
        "not the builder's"
    );
    let events = session
        .apply(Action::SpecialUnits {
            team,
            units: units.clone(),
        })
        .unwrap();
    assert_eq!(events, vec![Event::UnitsSet { team }]);
    assert_eq!(session.state.special_units(team), units);
    let mut seen = [false; 2];
    while session.state.outcome().is_none() && !(seen[0] && seen[1]) {
        let choice = Team::BOTH
            .into_iter()
            .find_map(|t| session.state.manager_choice(t));
        session.apply(choice.unwrap_or(Action::Roll)).unwrap();
        let s = &session.state;
        let on: Vec<u8> = s.on_ice[team][..5].iter().flatten().copied().collect();
        let (us, them) = (
            on.len(),
            s.on_ice[team.other()][..5].iter().flatten().count(),
        );
        let unit: &[u8] = if us > them {
            &units.power_play
        } else if us < them {
            &units.penalty_kill
        } else {
            continue;
        };
        if s.is_overtime() || s.pulled[Team::Home] || s.pulled[Team::Away] {
            continue;
        }
        seen[usize::from(us < them)] = true;
        let fit: Vec<u8> = unit
            .iter()
            .copied()
            .filter(|&p| !s.is_out(team, p))
            .collect();
        for p in &fit {
            assert!(on.contains(p), "{p} of the unit {unit:?} is on: {on:?}");
        }
    }
    assert!(seen[0] || seen[1], "a penalty came in the game");
    play_out(&mut session);
    let replayed = session.through_a_link();
    assert_eq!(replayed.state.special_units(team), units);
    assert_eq!(replayed.state.box_score, session.state.box_score);
}

#[test]
fn units_name_roster_players_once_each_at_a_stoppage_only() {
    let mut session = Session::<FourthStreet>::new(super::tests::standard_timer(), 5);
    let team = Team::Away;
    let mut twice = own_units(&session.state, team);
    twice.penalty_kill[1] = twice.penalty_kill[0];
    assert_eq!(
        session.apply(Action::SpecialUnits {
            team,
            units: twice.clone()
        }),
        Err(RuleError::Lineup(LineupError::Twice(twice.penalty_kill[0])))
    );
    let mut stranger = own_units(&session.state, team);
    stranger.power_play[0] = session.state.sheet(team).skaters.len() as u8;
    assert_eq!(
        session.apply(Action::SpecialUnits {
            team,
            units: stranger.clone()
        }),
        Err(RuleError::Lineup(LineupError::NoSuchSkater(
            stranger.power_play[0]
        )))
    );
    // In play (after the opening draw, before a whistle) units wait for a stoppage.
    session.apply(Action::Roll).unwrap();
    while session.state.units_open() {
        session.apply(Action::Roll).unwrap();
    }
    assert_eq!(
        session.apply(Action::SpecialUnits {
            team,
            units: own_units(&session.state, team)
        }),
        Err(RuleError::UnitsNotNow)
    );
}

/// Rolls on (the computer deciding for both teams) until a penalty puts `team` on special
/// teams at a stoppage; returns the line and pair that were on just before, with their shift.
fn roll_to_special_teams(session: &mut Session<FourthStreet>, team: Team) -> (Group, Moment) {
    loop {
        assert!(
            session.state.outcome().is_none(),
            "a penalty came in the game"
        );
        let before = (session.state.group[team], session.state.shift_start[team]);
        let choice = Team::BOTH
            .into_iter()
            .find_map(|t| session.state.manager_choice(t));
        session.apply(choice.unwrap_or(Action::Roll)).unwrap();
        if session.state.units_go_now(team) && matches!(before.0, Group::Lines { .. }) {
            return before;
        }
    }
}

/// L258-260: special units are the coach's option. Played lines stay on through the penalty
/// with their shift, never give way to a unit, and units named again go out at once.
#[test]
fn a_coach_who_plays_his_lines_on_special_teams_keeps_them_on() {
    let team = Team::Home;
    let mut session = Session::<FourthStreet>::new(super::tests::standard_timer(), 11);
    let (lines, shift_start) = roll_to_special_teams(&mut session, team);
    assert!(matches!(
        session.state.group[team],
        Group::PowerPlay | Group::PenaltyKill
    ));
    let events = session.apply(Action::LinesOnSpecialTeams { team }).unwrap();
    assert!(events.contains(&Event::LinesOnSpecialTeams { team }));
    assert_eq!(
        session.state.group[team], lines,
        "the line that was on stays on"
    );
    assert_eq!(
        session.state.shift_start[team], shift_start,
        "on the same shift"
    );
    assert!(!session.state.units_go_now(team));
    assert_eq!(
        session.apply(Action::LinesOnSpecialTeams { team }),
        Err(RuleError::UnitsNotNow),
        "once is enough"
    );
    // No unit takes the ice again while the coach plays his lines: roll to the next
    // stoppage with the strengths apart.
    let mut special = 0;
    loop {
        assert!(session.state.outcome().is_none(), "another penalty came");
        let choice = Team::BOTH
            .into_iter()
            .find_map(|t| session.state.manager_choice(t));
        session.apply(choice.unwrap_or(Action::Roll)).unwrap();
        let s = &session.state;
        assert!(
            matches!(s.group[team], Group::Lines { .. }),
            "his lines, never a unit: {:?}",
            s.group[team]
        );
        let apart = s.reducing(team) != s.reducing(team.other());
        special += usize::from(apart);
        if apart && s.units_open() && !s.is_overtime() && special > 1 {
            break;
        }
    }
    let replayed = session.through_a_link();
    assert_eq!(replayed.state.group, session.state.group);
    assert!(replayed.state.lines_on_special_teams[team]);
    // Units named at that stoppage go out at once.
    let units = own_units(&session.state, team);
    session.apply(Action::SpecialUnits { team, units }).unwrap();
    assert!(!session.state.lines_on_special_teams[team]);
    assert!(matches!(
        session.state.group[team],
        Group::PowerPlay | Group::PenaltyKill
    ));
    play_out(&mut session);
}

#[test]
fn lines_on_special_teams_wait_for_a_stoppage() {
    let team = Team::Away;
    let mut session = Session::<FourthStreet>::new(super::tests::standard_timer(), 5);
    session.apply(Action::Roll).unwrap();
    while session.state.units_open() {
        session.apply(Action::Roll).unwrap();
    }
    assert_eq!(
        session.apply(Action::LinesOnSpecialTeams { team }),
        Err(RuleError::UnitsNotNow)
    );
    assert!(
        !session
            .state
            .legal_actions(team)
            .contains(&Action::LinesOnSpecialTeams { team })
    );
}
