//! The coach's decisions in play (issue 37, FS-5; audit round 2, M1 and M2): new line
//! combinations after the opening face-off, the extra attacker he sends for his goalie, and
//! who serves a goalie's or a bench minor.

use super::goalie::{CloudResult, Colour, GoalieSymbol};
use super::play::*;
use super::rules::{FourthStreet, Group};
use super::tests::{faces, game, goalie_mut, rig, roll, standard_timer};
use super::tests_book::part_two;
use super::tests_examples::white;
use crate::engine::dice::TrayDie;
use crate::engine::{Game, Session, Team};
use crate::games::sim::{Decision, Decisions, Lineup};

/// The team's line-up turned about (lines and pairs in reverse, the new first line's wingers
/// swapped), the goalie in net kept.
fn recombined(game: &FourthStreet, team: Team) -> Lineup {
    let mut lineup = game.lineup(team);
    lineup.forwards.reverse();
    lineup.pairs.reverse();
    lineup.forwards[0].swap(0, 2);
    lineup
}

/// L261, L330-342: lines made up after the opening face-off wait for the team's next change,
/// then play slot by slot as the coach put them; the record replays them.
#[test]
fn line_combinations_made_in_play_take_the_ice_at_the_next_change() {
    let mut session = Session::<FourthStreet>::new(standard_timer(), 11);
    let team = Team::Away;
    session.apply(Action::Roll).unwrap(); // the opening face-off
    assert!(session.state.may_recombine());
    let mine = recombined(&session.state, team);
    let mut other_goalie = mine.clone();
    other_goalie.goalie = (mine.goalie + 1) % session.state.sheet(team).goalies.len() as u8;
    assert_eq!(
        session.apply(Action::SetLineup {
            team,
            lineup: other_goalie
        }),
        Err(RuleError::LineupGoalie)
    );
    let before = session.state.on_ice[team];
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
            .contains("new lines for his next change")
    );
    assert_eq!(
        session.state.on_ice[team], before,
        "no change until the shift ends"
    );
    assert_eq!(
        session.state.lineup(team),
        mine,
        "the bench shows his lines"
    );
    let mut changed = false;
    for _ in 0..1000 {
        let choice = Team::BOTH
            .into_iter()
            .find_map(|t| session.state.manager_choice(t));
        let events = session.apply(choice.unwrap_or(Action::Roll)).unwrap();
        let change = events.iter().find_map(|e| match e {
            Event::LineChange {
                team: t,
                line,
                pair,
            } if *t == team => Some((*line, *pair)),
            _ => None,
        });
        let g = &session.state;
        let Some((line, pair)) = change else {
            if !changed && matches!(g.group[team], Group::Lines { .. }) && g.out.is_empty() {
                assert_eq!(g.on_ice[team], before, "the old line finishes its shift");
            }
            continue;
        };
        changed = true;
        if g.penalties.is_empty() && g.out.is_empty() && !g.pulled[team] {
            let want: Vec<Option<u8>> = mine.forwards[usize::from(line)]
                .iter()
                .chain(&mine.pairs[usize::from(pair)])
                .map(|&p| Some(p))
                .collect();
            assert_eq!(g.on_ice[team][..5], want[..], "line {line}, pair {pair}");
            let replayed = session.through_a_link();
            assert_eq!(replayed.state.on_ice, session.state.on_ice);
            return;
        }
    }
    panic!("no clean line change in 1000 steps");
}

/// L138, L2393 (A61): the coach may send any skater off the ice for his goalie, not only the
/// computer's pick (the best forward by SK + W), and his man stays the extra skater.
#[test]
fn the_extra_attacker_a_coach_sends_is_the_sixth_skater() {
    let mut g = game();
    let team = Team::Home;
    let mut computer = g.clone();
    computer.apply(&Action::PullGoalie(team)).unwrap();
    let best = computer.at(team, 6).expect("the computer's extra skater");
    let options = g.extra_attackers(team);
    assert!(options.contains(&best));
    // A defenceman off the ice: never the computer's pick.
    let mine = *options
        .iter()
        .find(|&&p| !g.skater(team, p).position.is_forward())
        .expect("a defenceman on the bench");
    assert!(
        g.legal_actions(team)
            .contains(&Action::ExtraAttacker { team, player: mine })
    );
    let on_ice = g.at(team, 1).unwrap();
    assert_eq!(
        g.apply(&Action::ExtraAttacker {
            team,
            player: on_ice
        }),
        Err(RuleError::BadExtraAttacker)
    );
    let events = g
        .apply(&Action::ExtraAttacker { team, player: mine })
        .unwrap();
    assert!(events.contains(&Event::GoaliePulled(team)));
    assert!(g.pulled[team]);
    assert_eq!(g.at(team, 6), Some(mine));
    assert_eq!(g.skaters_on(team), 6);
    // The opening draw: he is still on.
    rig(&mut g, vec![faces(0, 0, 1, 10, 3, 3)]);
    roll(&mut g);
    assert_eq!(g.at(team, 6), Some(mine));
    // No second man for the goalie while play is on.
    assert!(matches!(g.step, Step::FaceOff(_)) || g.extra_attackers(team).is_empty());
}

/// A bench minor with the away team defending: 73 on the penalty chart (L1686-1700).
fn bench_minor_game() -> FourthStreet {
    let mut g = super::tests::at_the_penalty_chart();
    rig(
        &mut g,
        vec![vec![(TrayDie::ColouredD10, 7), (TrayDie::WhiteD10, 3)]],
    );
    g
}

/// A52: the coach names who serves a bench minor from the skaters on the ice at the call,
/// before the face-off; his man's seat empties. The computer's man (the lowest slot) serves
/// otherwise, and the choice closes with the next roll.
#[test]
fn a_coach_names_who_serves_a_bench_minor() {
    let mut g = bench_minor_game();
    let team = Team::Away;
    let lw = g.at(team, 1).unwrap();
    let rd = g.at(team, 5).unwrap();
    let mut on_ice: Vec<u8> = g.on_ice[team].iter().flatten().copied().collect();
    roll(&mut g);
    let penalty = *g.penalties.last().unwrap();
    assert_eq!(
        (penalty.team, penalty.player),
        (team, lw),
        "the computer's man"
    );
    let mut servers = g.penalty_servers(team);
    servers.sort_unstable();
    on_ice.sort_unstable();
    assert_eq!(servers, on_ice);
    // Auto-play stops for it (issue 37): the choice is on the shared list of decisions.
    assert!(g.open_decisions(team).contains(&Decision::PenaltyServer));
    assert!(
        !g.open_decisions(Team::Home)
            .contains(&Decision::PenaltyServer)
    );
    assert!(g.penalty_servers(Team::Home).is_empty());
    assert!(
        g.legal_actions(team)
            .contains(&Action::PenaltyServer { team, player: rd })
    );
    g.apply(&Action::PenaltyServer { team, player: rd })
        .unwrap();
    let penalty = *g.penalties.last().unwrap();
    assert_eq!((penalty.player, penalty.slot), (rd, 5));
    assert!(!g.on_ice[team].contains(&Some(rd)));
    assert_eq!(g.skaters_on(team), 4);
    rig(&mut g, vec![faces(0, 0, 1, 10, 3, 3)]);
    roll(&mut g);
    assert!(g.penalty_servers(team).is_empty());
    assert!(!g.open_decisions(team).contains(&Decision::PenaltyServer));
    assert_eq!(
        g.apply(&Action::PenaltyServer { team, player: lw }),
        Err(RuleError::NotYourDecision)
    );
    assert_eq!(g.penalties.last().unwrap().player, rd);
}

/// A52: a goalie's cloud minor is served by the skater his coach names (the computer's man:
/// the lowest-PK forward).
#[test]
fn a_coach_names_who_serves_his_goalies_minor() {
    let mut g = game();
    let team = Team::Away;
    {
        let goalie = goalie_mut(&mut g, team);
        goalie.grid[4][5] = white(GoalieSymbol::Cloud);
        goalie.cloud = [CloudResult::Penalty; 6];
    }
    let ld = g.at(team, 4).unwrap();
    part_two(&mut g, Colour::Blue, 4, 5, 1);
    let penalty = *g.penalties.last().expect("a goalie minor");
    assert_eq!(penalty.team, team);
    assert!(g.skater(team, penalty.player).position.is_forward());
    assert!(g.penalty_servers(team).contains(&ld));
    let events = g
        .apply(&Action::PenaltyServer { team, player: ld })
        .unwrap();
    assert!(g.describe(&events[0]).contains("to serve the goalie minor"));
    assert_eq!(g.penalties.last().unwrap().player, ld);
    assert!(!g.on_ice[team].contains(&Some(ld)));
    // The computer never names one: its man serves.
    assert!(!matches!(
        g.manager_choice(team),
        Some(Action::PenaltyServer { .. })
    ));
}
