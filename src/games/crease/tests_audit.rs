//! The second audit's findings (shared/audits/round2/crease.md), fixed under rules version 6:
//! each test plays version 5 too, where the finding still shows.

use super::fac::{self, PenaltyCheck, PenaltyVariant};
use super::rules::{BOOK_VERSION, SECOND_AUDIT_VERSION};
use super::tests::{all_play, card_where, next, no_stops};
use super::*;
use crate::engine::{ByTeam, Game, Session, Team};
use crate::games::sim::{self, Decisions, Moment, SimPlay, Units};

/// Home coached by a person, period 1 under way.
fn coached(version: u16) -> Crease {
    let options = Options {
        strategies: false,
        coaches: ByTeam::new(Coach::Person, Coach::Computer),
        ..Options::default()
    };
    let mut game = Crease::with_rules_version(options, 7, version);
    next(&mut game);
    game
}

fn on(game: &Crease, team: Team) -> Vec<u8> {
    game.on_ice[team].iter().flatten().copied().collect()
}

/// Steps once; the moments auto-play sees, a decision opening for a person included (as
/// `sim::apply_with_moments` finds them).
fn step(game: &mut Crease) -> Vec<Moment> {
    let before = game.pending;
    let open_before = game.person_decisions();
    let events = next(game);
    let mut moments = game.step_moments(before, &events);
    if game
        .person_decisions()
        .iter()
        .any(|d| !open_before.contains(d))
    {
        moments.push(Moment::Decision);
    }
    moments
}

/// An Away defenceman penalised from `card` (its number in his MAJ range when `major`, else in
/// his MIN range), the Home centre with the puck the victim, who is never hurt.
fn penalty_on(game: &mut Crease, card: u8, major: bool) {
    let d = game.at(Team::Away, Slot::LD).unwrap();
    let sk = &mut game.cards[Team::Away].skaters[usize::from(d)];
    let all = Some(cards::Span { low: 1, high: 38 });
    (sk.minor, sk.major, sk.misconduct) = if major {
        (None, all, None)
    } else {
        (all, None, None)
    };
    game.put_puck(Team::Home, Slot::C);
    let c = game.at(Team::Home, Slot::C).unwrap();
    game.cards[Team::Home].skaters[usize::from(c)].inj = 0;
    game.set_pending(Pending::Penalty {
        team: Team::Away,
        player: d,
        victim: c,
    });
    // The injury check's card: a number, and no "shaken up" (chart 5 on).
    let check = card_where("a penalty number and chart past 4", |c| {
        c.penalty.number().is_some() && c.pass_number > 4 && c.number != card
    });
    game.rig_cards(&[card, check]);
}

/// CR-1 (R85): a penalty named INJ? that starts a power play sends the units, checks for an
/// injury, and then stops for the coach with "keep your group on" still open; keeping it
/// undoes the stoppage's shift credits. Version 5 closed the choice at the injury check.
#[test]
fn cr1_an_inj_penalty_that_starts_a_power_play_stops_for_the_coach() {
    let card = card_where("a plain number, its minor INJ?", |c| {
        matches!(c.penalty, PenaltyCheck::Number(_, PenaltyVariant::Plain)) && c.minor.injury
    });
    for version in [BOOK_VERSION, SECOND_AUDIT_VERSION] {
        let mut game = coached(version);
        penalty_on(&mut game, card, false);
        let shifts = game.benches[Team::Home].shifts.clone();
        let moments = step(&mut game);
        assert!(matches!(game.pending, Pending::Injury { .. }));
        assert!(!moments.contains(&Moment::Decision), "not yet: the check");
        // Version 6 keeps the choice open through the check: it opens for the face-off, and
        // the shared stop comes with it.
        let moments = step(&mut game);
        assert_eq!(game.pending, Pending::FaceOff);
        let fixed = version >= SECOND_AUDIT_VERSION;
        assert_eq!(moments.contains(&Moment::Decision), fixed, "v{version}");
        assert_eq!(game.may_keep_group(Team::Home), fixed, "v{version}");
        assert_eq!(
            game.legal_actions(Team::Home)
                .contains(&Action::KeepGroup { team: Team::Home }),
            fixed
        );
        if fixed {
            game.apply(&Action::KeepGroup { team: Team::Home }).unwrap();
            assert_eq!(game.benches[Team::Home].shifts, shifts, "no new shift");
        }
    }
}

/// CR-1 with a fight: a fighting major's `+ MINOR IF MAJOR` starts a power play; the choice
/// stays open through the search for the other fighter.
#[test]
fn cr1_a_fighters_extra_minor_leaves_the_choice_open_through_the_fight() {
    let card = card_where("+ MINOR IF MAJOR with a fighting major", |c| {
        matches!(
            c.penalty,
            PenaltyCheck::Number(_, PenaltyVariant::MinorIfMajor)
        ) && c.major.fighting.is_some()
    });
    for version in [BOOK_VERSION, SECOND_AUDIT_VERSION] {
        let mut game = coached(version);
        penalty_on(&mut game, card, true);
        step(&mut game);
        assert!(matches!(game.pending, Pending::Fight { .. }));
        let moments = step(&mut game);
        assert_eq!(game.pending, Pending::FaceOff);
        let fixed = version >= SECOND_AUDIT_VERSION;
        assert_eq!(moments.contains(&Moment::Decision), fixed, "v{version}");
        assert_eq!(game.may_keep_group(Team::Home), fixed, "v{version}");
    }
}

/// CR-3 (R80 on the AST pass, L76, L79, L261): at 4 on 4 an AST pass to the C nobody fills is
/// a loose puck (then a whistle if it ties), as a PASS TO is; version 5 gave the puck to the
/// other side's left defenceman.
#[test]
fn cr3_an_ast_pass_to_the_empty_c_at_4_on_4_is_a_loose_puck() {
    let to_c = card_where("a PASS TO C", |c| c.pass_to == Slot::C);
    for version in [BOOK_VERSION, SECOND_AUDIT_VERSION] {
        let options = Options {
            strategies: false,
            ..Options::default()
        };
        let mut game = Crease::with_rules_version(options, 7, version);
        next(&mut game);
        game.end_regulation_tied();
        next(&mut game);
        assert!(game.is_overtime());
        for team in Team::BOTH {
            assert_eq!(game.at(team, Slot::C), None, "4 on 4: no centre");
        }
        game.put_puck(Team::Home, Slot::LW);
        game.set_pending(Pending::AstPass { passer: Slot::LW });
        game.rig_cards(&[to_c]);
        let events = next(&mut game);
        let turnover = events.iter().any(|e| {
            matches!(
                e,
                Event::Puck {
                    team: Team::Away,
                    ..
                }
            )
        });
        if version >= SECOND_AUDIT_VERSION {
            assert_eq!(game.pending, Pending::LoosePuck { ties: 1 });
            assert!(!turnover, "{events:?}");
        } else {
            assert!(turnover, "version 5's giveaway: {events:?}");
        }
    }
}

/// Plays a coached game through `sim::advance`, as the table does, from a tied overtime's last
/// reading to the shootout.
fn to_the_shootout(version: u16) -> Session<Crease> {
    let options = Options {
        strategies: false,
        coaches: ByTeam::new(Coach::Person, Coach::Computer),
        ..Options::default()
    };
    let mut session = Session::<Crease>::with_rules_version(options, 7, version);
    sim::advance(&mut session, Action::Next).unwrap();
    session.state.end_regulation_tied();
    sim::advance(&mut session, Action::Next).unwrap();
    let game = &mut session.state;
    assert!(game.is_overtime());
    for team in Team::BOTH {
        all_play(game, team, Play::Pass);
    }
    let last = card_where("a PASS TO a wing without stops", |c| {
        matches!(c.pass_to, Slot::LW | Slot::RW) && no_stops(c)
    });
    game.put_puck(Team::Home, Slot::LD);
    game.clock = 1;
    game.rig_cards(&[last]);
    sim::advance(&mut session, Action::Next).unwrap();
    session
}

/// CR-4 (R102, L248): a person coaching the home side against a computer-coached visitor
/// names his shootout goalie before the visitors' first attempt: the computer waits for him,
/// and the visitors' shot is read against the goalie he sent. Version 5 shot at once.
#[test]
fn cr4_the_home_coach_names_his_shootout_goalie_before_the_first_attempt() {
    let old = to_the_shootout(BOOK_VERSION);
    assert!(
        old.state.shootout_goalies(Team::Home).is_empty(),
        "too late"
    );
    let mut session = to_the_shootout(SECOND_AUDIT_VERSION);
    let game = &session.state;
    assert_eq!(game.pending, Pending::Shootout { team: Team::Away });
    assert!(game.shootout_attempts().is_empty(), "nobody shot yet");
    assert!(game.waits_for(Team::Home) && game.waits_for_person());
    assert!(game.legal_actions(Team::Away).is_empty());
    let goalies = game.shootout_goalies(Team::Home);
    assert!(goalies.len() >= 2);
    let backup = *goalies
        .iter()
        .find(|&&g| g != game.in_net[Team::Home])
        .unwrap();
    let shooter = game.best_shooter(Team::Away);
    assert_eq!(
        session.state.clone().apply(&Action::Shooter {
            team: Team::Away,
            player: shooter,
        }),
        Err(RuleError::HomeGoalieFirst)
    );
    sim::advance(
        &mut session,
        Action::ShootoutGoalie {
            team: Team::Home,
            goalie: backup,
        },
    )
    .unwrap();
    let game = &session.state;
    assert_eq!(game.in_net[Team::Home], backup);
    let [(team, shot, _)] = game.shootout_attempts()[..] else {
        panic!("the visitors' first attempt follows: {:?}", game.pending);
    };
    assert_eq!(team, Team::Away);
    assert!(
        !game.shooters_open(Team::Away).contains(&shot),
        "{shot} shot"
    );
}

fn own_units(game: &Crease, team: Team) -> Units {
    Units::from_the_tail(&game.lineup(team))
}

/// CR-5 (R83, L269, L272): with shift limits on, a skater of the coach's own power-play unit
/// who has used his SHFT stays off when the power play starts; a fresh skater of his kind
/// takes his place. Version 5 sent him out one shift over.
#[test]
fn cr5_a_coachs_own_units_respect_shft() {
    for version in [BOOK_VERSION, SECOND_AUDIT_VERSION] {
        let mut game = coached(version);
        assert!(game.options().shift_limits);
        game.put_puck(Team::Home, Slot::C);
        let units = own_units(&game, Team::Home);
        game.apply(&Action::SpecialUnits {
            team: Team::Home,
            units: units.clone(),
        })
        .unwrap();
        let spent = units.power_play[3]; // his left defenceman
        let shft = game.skater(Team::Home, spent).shft;
        game.benches[Team::Home].shifts[usize::from(spent)] = shft;
        let d = game.at(Team::Away, Slot::LD).unwrap();
        game.call_minor(Team::Away, d);
        let home = on(&game, Team::Home);
        assert_eq!(home.len(), 5);
        if version >= SECOND_AUDIT_VERSION {
            assert!(!home.contains(&spent), "{spent} is out of shifts: {home:?}");
            let defence =
                |p: &u8| game.skater(Team::Home, *p).position == crate::league::Position::Defence;
            assert_eq!(home.iter().filter(|p| defence(p)).count(), 2);
            for p in [0, 1, 2, 4].map(|i| units.power_play[i]) {
                assert!(home.contains(&p), "the rest of his unit: {home:?}");
            }
            assert!(home.iter().all(|&p| game.shifts_left(Team::Home, p) >= 0));
        } else {
            assert!(home.contains(&spent));
            assert_eq!(game.shifts_left(Team::Home, spent), -1, "one over");
        }
    }
}

/// A fight drawn with `+ OPP`: the opponent the variant gives the same fighting major is the
/// other fighter (version 6), so nobody else is searched for and nobody fights twice.
#[test]
fn a_plus_opp_fighting_major_has_found_the_other_fighter() {
    let card = card_where("+ OPP with a fighting major", |c| {
        matches!(c.penalty, PenaltyCheck::Number(_, PenaltyVariant::Opp))
            && c.major.fighting.is_some()
    });
    for version in [BOOK_VERSION, SECOND_AUDIT_VERSION] {
        let mut game = coached(version);
        penalty_on(&mut game, card, true);
        let c = game.at(Team::Home, Slot::C).unwrap();
        next(&mut game);
        if version >= SECOND_AUDIT_VERSION {
            assert_eq!(game.pending, Pending::FaceOff);
        } else {
            assert!(matches!(game.pending, Pending::Fight { .. }));
            next(&mut game);
        }
        let majors: Vec<(Team, Option<u8>)> = game
            .penalties
            .iter()
            .filter(|p| p.kind == PenaltyKind::Major)
            .map(|p| (p.team, p.player))
            .collect();
        let home: Vec<_> = majors.iter().filter(|m| m.0 == Team::Home).collect();
        if version >= SECOND_AUDIT_VERSION {
            assert_eq!(home, [&(Team::Home, Some(c))], "{majors:?}");
            assert_eq!(majors.len(), 2);
        } else {
            assert_eq!(home.len(), 2, "a second Home major: {majors:?}");
        }
        assert_eq!(game.strength(Team::Home), game.strength(Team::Away));
        assert!(fac::card(card).major.fighting.is_some());
    }
}
