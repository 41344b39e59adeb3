//! The coach's bench before the opening face-off (R1): his own lines and starting goalie.

use super::rules::ShootoutState;
use super::*;
use crate::engine::ByTeam;
use crate::engine::{Game, Session, Team};
use crate::games::sim::{self, Decisions, Lineup, LineupError, Moment, SimPlay, Units};

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
    let replayed = session.through_a_link();
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

fn own_units(game: &Crease, team: Team) -> Units {
    Units::from_the_tail(&game.lineup(team))
}

#[test]
fn the_units_a_coach_names_go_out_when_a_power_play_starts() {
    use super::rules::slot_index;
    let mut game = super::tests::new_game();
    game.put_puck(Team::Home, Slot::C);
    let home = own_units(&game, Team::Home);
    let away = own_units(&game, Team::Away);
    assert_ne!(home, game.special_units(Team::Home), "not the computer's");
    for (team, units) in [(Team::Home, &home), (Team::Away, &away)] {
        let events = game
            .apply(&Action::SpecialUnits {
                team,
                units: units.clone(),
            })
            .unwrap();
        assert_eq!(events, vec![Event::UnitsSet { team, sent: false }]);
        assert_eq!(&game.special_units(team), units);
    }
    let d = game.at(Team::Away, Slot::LD).unwrap();
    game.call_minor(Team::Away, d);
    let on = |game: &Crease, team: Team, slot: Slot| game.on_ice[team][slot_index(slot)];
    let [lw, c, rw, ld, rd] = home.power_play;
    for (slot, p) in [
        (Slot::LW, lw),
        (Slot::C, c),
        (Slot::RW, rw),
        (Slot::LD, ld),
        (Slot::RD, rd),
    ] {
        assert_eq!(on(&game, Team::Home, slot), Some(p), "home {slot:?}");
    }
    let [f1, f2, kd1, kd2] = away.penalty_kill;
    let killers = [Slot::LW, Slot::RW, Slot::LD, Slot::RD].map(|s| on(&game, Team::Away, s));
    assert_eq!(killers, [f1, f2, kd1, kd2].map(Some));
    assert_eq!(on(&game, Team::Away, Slot::C), None, "four kill");
}

#[test]
fn units_named_at_a_stoppage_on_special_teams_go_on_at_once() {
    let mut game = super::tests::new_game();
    game.put_puck(Team::Home, Slot::C);
    let d = game.at(Team::Away, Slot::LD).unwrap();
    game.call_minor(Team::Away, d);
    let computer: Vec<u8> = game.on_ice[Team::Home].iter().flatten().copied().collect();
    game.set_pending(Pending::FaceOff);
    let units = own_units(&game, Team::Home);
    let events = game
        .apply(&Action::SpecialUnits {
            team: Team::Home,
            units: units.clone(),
        })
        .unwrap();
    assert!(events.contains(&Event::UnitsSet {
        team: Team::Home,
        sent: true
    }));
    let on: Vec<u8> = game.on_ice[Team::Home].iter().flatten().copied().collect();
    assert_ne!(on, computer);
    for p in units.power_play {
        assert!(on.contains(&p), "{p} is on: {on:?}");
    }
}

#[test]
fn units_are_checked_and_refused_where_the_book_has_none() {
    let mut game = super::tests::new_game();
    let mut twice = own_units(&game, Team::Home);
    twice.power_play[1] = twice.power_play[0];
    assert_eq!(
        game.apply(&Action::SpecialUnits {
            team: Team::Home,
            units: twice.clone(),
        }),
        Err(RuleError::Lineup(LineupError::Twice(twice.power_play[0])))
    );
    // A skater on the roster but not dressed can't go out.
    let lineup = game.lineup(Team::Home);
    let scratch = (0..game.cards[Team::Home].skaters.len() as u8)
        .find(|p| !lineup.skaters().any(|q| q == *p));
    if let Some(scratch) = scratch {
        let mut units = own_units(&game, Team::Home);
        units.power_play[0] = scratch;
        assert_eq!(
            game.apply(&Action::SpecialUnits {
                team: Team::Home,
                units,
            }),
            Err(RuleError::Lineup(LineupError::Unavailable(scratch)))
        );
    }
    assert_eq!(game.benches[Team::Home].coach_units, None, "nothing kept");
    // Version 1 sends lines, not units; a shootout has none.
    let mut old = Crease::with_rules_version(Options::default(), 7, 1);
    let units = own_units(&old, Team::Home);
    assert_eq!(
        old.apply(&Action::SpecialUnits {
            team: Team::Home,
            units: units.clone(),
        }),
        Err(RuleError::NoUnits)
    );
    game.shootout = Some(ShootoutState::default());
    game.set_pending(Pending::Shootout { team: Team::Away });
    assert_eq!(
        game.apply(&Action::SpecialUnits {
            team: Team::Home,
            units,
        }),
        Err(RuleError::NoUnits)
    );
}

#[test]
fn a_power_play_stops_auto_play_for_a_person_coaching_and_his_units_replay() {
    let options = Options {
        strategies: false,
        coaches: ByTeam::new(Coach::Person, Coach::Computer),
        ..Options::default()
    };
    let mut session: Session<Crease> = Session::new(options, 23);
    let units = own_units(&session.state, Team::Home);
    session
        .apply(Action::SpecialUnits {
            team: Team::Home,
            units: units.clone(),
        })
        .unwrap();
    let mut stops = 0;
    while session.state.outcome().is_none() && stops == 0 {
        let action = session.state.computer_choice().unwrap_or(Action::Next);
        let (events, moments) = sim::apply_with_moments(&mut session, action).unwrap();
        if moments.contains(&Moment::Decision) {
            stops += 1;
            assert_eq!(session.state.pending, Pending::FaceOff);
            // Sent at the penalty, or (version 6) before the injury check or fight between.
            let on = &session.state.on_ice[Team::Home];
            let home_out = units
                .power_play
                .iter()
                .chain(&units.penalty_kill)
                .any(|p| on.contains(&Some(*p)));
            assert!(home_out, "the coach's unit went out: {events:?}");
        }
    }
    assert_eq!(stops, 1, "a penalty came and auto-play stopped for it");
    while session.state.outcome().is_none() {
        let action = session.state.computer_choice().unwrap_or(Action::Next);
        session.apply(action).unwrap();
    }
    let replayed = session.through_a_link();
    assert_eq!(replayed.state.special_units(Team::Home), units);
    assert_eq!(replayed.state.box_score, session.state.box_score);
}

/// Plays `session` (Home coached by a person) with the computer's choices until auto-play
/// stops at a power play's start (not at a two-minute mark during one), within a period or
/// (`carried`) at a period's start with a power play carried over; returns the shifts each
/// Home skater had just before.
fn to_a_power_plays_start(session: &mut Session<Crease>, carried: bool) -> Vec<u8> {
    let mut shifts = Vec::new();
    loop {
        assert!(session.state.outcome().is_none(), "a penalty comes");
        let before = session.state.pending;
        // An injury check or a fight after the penalty is the same stoppage.
        if !matches!(before, Pending::Injury { .. } | Pending::Fight { .. }) {
            shifts = session.state.benches[Team::Home].shifts.clone();
        }
        let action = session.state.computer_choice().unwrap_or(Action::Next);
        let (events, stop) = sim::apply_with_moments(session, action).unwrap();
        let period_starts = events
            .iter()
            .any(|e| matches!(e, Event::PeriodStarts { .. }));
        let start = session.state.may_keep_group(Team::Home);
        if stop.contains(&Moment::Decision) && start && period_starts == carried {
            return shifts;
        }
    }
}

/// The forward line and pair in `team`'s rotation now.
fn group(game: &Crease, team: Team) -> Vec<u8> {
    let bench = &game.benches[team];
    bench.forwards[usize::from(bench.line)]
        .iter()
        .chain(&bench.pairs[usize::from(bench.pair)])
        .copied()
        .collect()
}

fn home_coached(seed: u64) -> Session<Crease> {
    let options = Options {
        strategies: false,
        coaches: ByTeam::new(Coach::Person, Coach::Computer),
        ..Options::default()
    };
    Session::new(options, seed)
}

#[test]
fn a_coach_may_keep_his_group_on_at_a_power_plays_start_without_a_new_shift() {
    let mut session = home_coached(23);
    let shifts = to_a_power_plays_start(&mut session, false);
    let game = &session.state;
    let group = group(game, Team::Home);
    let unit: Vec<u8> = game.on_ice[Team::Home].iter().flatten().copied().collect();
    assert_ne!(unit, group, "a unit went on");
    assert!(
        game.legal_actions(Team::Home)
            .contains(&Action::KeepGroup { team: Team::Home })
    );
    let events = session
        .apply(Action::KeepGroup { team: Team::Home })
        .unwrap();
    let game = &session.state;
    let on: Vec<u8> = game.on_ice[Team::Home].iter().flatten().copied().collect();
    assert!(
        matches!(&events[..], [Event::GroupKept { team: Team::Home, players }] if *players == on)
    );
    let from_group = on.iter().filter(|p| group.contains(p)).count();
    assert!(
        from_group >= on.len() - 1,
        "the group stays (a penalised man's place filled): {on:?} {group:?}"
    );
    assert_eq!(
        game.benches[Team::Home].shifts,
        shifts,
        "no new shift: the switch is undone"
    );
    assert_eq!(
        session.apply(Action::KeepGroup { team: Team::Home }),
        Err(RuleError::NoGroupToKeep),
        "once"
    );
    // The group plays on, and the choice replays from a link.
    session.apply(Action::Next).unwrap();
    let replayed = session.through_a_link();
    assert_eq!(replayed.state.on_ice, session.state.on_ice);
    assert_eq!(
        replayed.state.benches[Team::Home].shifts,
        session.state.benches[Team::Home].shifts
    );
}

#[test]
fn a_power_play_carried_into_a_period_may_start_it_with_the_rotations_group() {
    let mut session = home_coached(23);
    let shifts = to_a_power_plays_start(&mut session, true);
    let group = group(&session.state, Team::Home);
    session
        .apply(Action::KeepGroup { team: Team::Home })
        .unwrap();
    let game = &session.state;
    let on: Vec<u8> = game.on_ice[Team::Home].iter().flatten().copied().collect();
    assert!(on.iter().filter(|p| group.contains(p)).count() >= on.len() - 1);
    let credited: Vec<u8> = (0..shifts.len() as u8)
        .map(|p| shifts[usize::from(p)] + u8::from(on.contains(&p)))
        .collect();
    assert_eq!(
        game.benches[Team::Home].shifts,
        credited,
        "only those who start the period are credited a shift"
    );
}

#[test]
fn a_group_stays_on_only_before_the_power_plays_face_off() {
    let mut session = home_coached(23);
    session.apply(Action::Next).unwrap();
    assert_eq!(
        session.apply(Action::KeepGroup { team: Team::Home }),
        Err(RuleError::NoGroupToKeep),
        "at even strength"
    );
    to_a_power_plays_start(&mut session, false);
    session.apply(Action::Next).unwrap();
    assert!(!session.state.may_keep_group(Team::Home));
    assert_eq!(
        session.apply(Action::KeepGroup { team: Team::Home }),
        Err(RuleError::NoGroupToKeep),
        "after the face-off"
    );
}

#[test]
fn the_extra_attacker_a_coach_names_goes_on_for_his_pulled_goalie() {
    let mut game = Crease::new(Options::default(), 7);
    game.apply(&Action::Next).unwrap();
    game.set_late_third(rules::PULL_GOALIE_STEPS);
    game.put_puck(Team::Home, Slot::C);
    game.set_pending(Pending::FaceOff);
    let lineup = game.lineup(Team::Home);
    // A defenceman on the ice now, not the forward the computer would send: he is the sixth
    // whatever unit goes on.
    let pick = game.at(Team::Home, Slot::LD).expect("a left defenceman");
    let legal = game.legal_actions(Team::Home);
    assert!(legal.contains(&Action::ExtraAttacker {
        team: Team::Home,
        player: Some(pick)
    }));
    let events = game
        .apply(&Action::ExtraAttacker {
            team: Team::Home,
            player: Some(pick),
        })
        .unwrap();
    assert_eq!(
        events,
        vec![Event::ExtraAttacker {
            team: Team::Home,
            player: Some(pick)
        }]
    );
    game.apply(&Action::PullGoalie(Team::Home)).unwrap();
    assert_eq!(game.at(Team::Home, Slot::G), Some(pick));
    let on: Vec<u8> = game.on_ice[Team::Home].iter().flatten().copied().collect();
    assert_eq!(on.len(), 6, "six skaters, each once: {on:?}");
    assert!(
        on.iter()
            .all(|p| on.iter().filter(|q| *q == p).count() == 1)
    );
    // Back to the computer's pick while the goalie is out: at once, play being stopped.
    game.apply(&Action::ExtraAttacker {
        team: Team::Home,
        player: None,
    })
    .unwrap();
    let sixth = game.at(Team::Home, Slot::G).expect("six skaters");
    assert_ne!(sixth, pick);
    assert!(lineup.forwards.iter().flatten().any(|&f| f == sixth));
}

#[test]
fn an_extra_attacker_must_be_dressed_and_the_pull_in_play() {
    let mut game = Crease::new(Options::default(), 7);
    let lineup = game.lineup(Team::Home);
    let scratch = (0..game.cards[Team::Home].skaters.len() as u8)
        .find(|p| !lineup.skaters().any(|q| q == *p));
    if let Some(scratch) = scratch {
        assert_eq!(
            game.apply(&Action::ExtraAttacker {
                team: Team::Home,
                player: Some(scratch),
            }),
            Err(RuleError::BadExtraAttacker)
        );
    }
    let mut no_pull = Crease::new(
        Options {
            pull_goalie: false,
            ..Options::default()
        },
        7,
    );
    let skater = lineup.forwards[0][0];
    assert_eq!(
        no_pull.apply(&Action::ExtraAttacker {
            team: Team::Home,
            player: Some(skater),
        }),
        Err(RuleError::BadExtraAttacker)
    );
    assert!(game.benches[Team::Home].extra_attacker.is_none());
    assert!(
        !game
            .legal_actions(Team::Home)
            .iter()
            .any(|a| matches!(a, Action::ExtraAttacker { .. })),
        "offered only from the last 80 seconds"
    );
}
