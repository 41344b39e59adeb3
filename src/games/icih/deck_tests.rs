//! One test per card fact (`shared/rules/icih-card-facts.md`) and per composition rule the
//! rules engine relies on. Expected values are written out here, never read from the table.

use super::cards::*;
use super::deck::*;
use crate::engine::Team;

/// The IDs of the cards for which `pred` holds, in deck order.
fn ids(pred: impl Fn(&CardDef) -> bool) -> Vec<u8> {
    DECK.iter().filter(|c| pred(c)).map(|c| c.id).collect()
}

fn count(pred: impl Fn(&CardDef) -> bool) -> usize {
    DECK.iter().filter(|c| pred(c)).count()
}

fn range(low: u8, high: u8) -> Vec<u8> {
    (low..=high).collect()
}

fn no_icons() -> Next {
    Next::new(false, false, false, false)
}

/// Skate, Pass, I/S, red D.
fn icons(skate: bool, pass: bool, inside_shot: bool, defence: bool) -> Next {
    Next::new(skate, pass, inside_shot, defence)
}

fn plain(result: ShotResult) -> Shot {
    Shot {
        result,
        bracket: None,
    }
}

fn is_d_with_p(c: &CardDef) -> bool {
    c.kind == Kind::DefencePenalty
}

// ---------------------------------------------------------------- card anatomy

#[test]
fn fact_ids_are_1_to_64_unique_and_in_order() {
    assert_eq!(DECK.len(), 64);
    let got: Vec<u8> = DECK.iter().map(|c| c.id).collect();
    assert_eq!(got, range(1, 64));
    assert_eq!(ALL_IDS.collect::<Vec<u8>>(), range(1, 64));
}

#[test]
fn fact_card_lookup_by_id() {
    for id in 1..=64u8 {
        assert_eq!(card(id).id, id);
    }
    assert_eq!(card(26).title, "Skate");
    assert_eq!(card(64).title, "Fight!");
}

#[test]
#[should_panic(expected = "no card #0")]
fn fact_there_is_no_card_0() {
    card(0);
}

#[test]
#[should_panic(expected = "no card #65")]
fn fact_there_is_no_card_65() {
    card(65);
}

#[test]
fn fact_every_card_has_main_text_and_flavour_text() {
    for c in &DECK {
        assert!(!c.title.trim().is_empty(), "#{} has no main text", c.id);
        assert!(
            !c.flavour.trim().is_empty(),
            "#{} has no flavour text",
            c.id
        );
    }
}

#[test]
fn fact_no_rink_icon_means_any_zone() {
    // #43 Big Hit! and #57 Slashing are played anywhere on the ice.
    for id in [43, 57] {
        assert!(card(id).zones.is_any(), "#{id}");
        for zone in Zone::ALL {
            assert!(card(id).zones.allows(zone), "#{id} in {zone:?}");
        }
    }
}

#[test]
fn fact_action_icons_by_id() {
    let passes = [
        1, 2, 3, 4, 6, 8, 10, 13, 14, 15, 17, 19, 20, 23, 25, 27, 29, 31,
    ];
    let skates = [5, 7, 9, 11, 12, 16, 18, 21, 22, 24, 26, 28, 30, 32];
    assert_eq!(ids(|c| c.kind == Kind::Pass), passes);
    assert_eq!(ids(|c| c.kind == Kind::Skate), skates);
    assert_eq!(ids(|c| c.kind == Kind::InsideShot), range(33, 41));
    assert_eq!(
        ids(|c| c.kind == Kind::DefencePenalty),
        [44, 46, 47, 54, 57]
    );
    assert_eq!(ids(|c| c.kind == Kind::DefenceSteal), [49, 56]);
    assert_eq!(ids(|c| c.kind == Kind::PuckKeptIn), [48]);
    assert_eq!(ids(|c| c.kind == Kind::OutsideShotBlocked), [62]);
    assert_eq!(ids(|c| c.kind == Kind::InsideShotBlocked), [63]);
    assert_eq!(
        ids(|c| c.kind == Kind::Defence),
        [42, 43, 45, 50, 51, 52, 53, 55, 58, 59, 60, 61, 64]
    );
}

#[test]
fn fact_only_d_with_p_cards_carry_a_penalty_range() {
    assert_eq!(ids(|c| c.penalty.is_some()), [44, 46, 47, 54, 57]);
    assert_eq!(ids(|c| c.major.is_some()), [44]);
}

#[test]
fn fact_offensive_cards_never_stop_play_and_others_always_do() {
    assert_eq!(ids(|c| c.stop == Stop::None), range(1, 41));
    for c in &DECK {
        assert_eq!(c.kind.is_offensive(), c.id <= 41, "#{}", c.id);
    }
}

#[test]
fn fact_hv_extras_penalty_fight_offside() {
    assert_eq!(
        ids(|c| c.hv_extra == HvExtra::Penalty),
        [6, 19, 25, 38, 52, 60]
    );
    assert_eq!(ids(|c| c.hv_extra == HvExtra::Fight), [42]);
    assert_eq!(ids(|c| c.hv_extra == HvExtra::Offside), [9, 22, 30, 59]);
    assert_eq!(count(|c| c.hv_extra == HvExtra::None), 64 - 6 - 1 - 4);
}

// ---------------------------------------------------------------- facts about single cards

#[test]
fn fact_card_1_pass_into_center_ice() {
    let c = card(1);
    assert_eq!(c.kind, Kind::Pass);
    assert_eq!((c.title, c.flavour), ("Pass", "Into Center Ice"));
    assert_eq!(c.zones, Zones::new(true, false, false));
    assert_eq!(c.next, icons(true, false, false, true));
    assert_eq!(c.advance, 1);
    assert_eq!(c.destination(Zone::Defensive), Zone::Centre);
    assert_eq!(c.stop, Stop::None);
    assert_eq!(c.os, plain(ShotResult::SaveDef));
    assert_eq!(c.is, plain(ShotResult::SaveRebound));
}

#[test]
fn fact_card_2_great_pass_dz_to_oz_without_crosshairs() {
    let c = card(2);
    assert_eq!(c.kind, Kind::Pass);
    assert_eq!(c.title, "Great Pass");
    assert_eq!(c.zones, Zones::new(true, false, false));
    assert_eq!(c.advance, 2);
    assert_eq!(c.destination(Zone::Defensive), Zone::Offensive);
    // Example 3: no inside shot straight off it, but a second card may follow.
    assert_eq!(c.next, icons(true, true, false, true));
    assert_eq!(c.special, Special::None);
}

#[test]
fn fact_card_3_ice_the_puck() {
    let c = card(3);
    assert_eq!(c.kind, Kind::Pass);
    assert_eq!(c.title, "Ice the Puck");
    assert_eq!(c.zones, Zones::new(true, false, false));
    assert_eq!(c.advance, 0);
    assert_eq!(c.next, no_icons());
    assert_eq!(c.special, Special::IceThePuck);
    assert_eq!(EMPTY_NET_GOAL, IdRange::new(1, 9));
}

#[test]
fn fact_card_4_breakaway_pass() {
    let c = card(4);
    assert_eq!(c.kind, Kind::Pass);
    assert_eq!(c.title, "Breakaway");
    assert_eq!(c.zones, Zones::new(true, false, false));
    assert_eq!(c.advance, 2);
    assert_eq!(c.destination(Zone::Defensive), Zone::Offensive);
    assert_eq!(c.next, icons(false, false, true, true));
    assert_eq!(c.special, Special::Breakaway);
}

#[test]
fn fact_cards_8_13_17_pass_across_the_ice() {
    assert_eq!(ids(|c| c.title == "Pass Across the Ice"), [8, 13, 17]);
    for id in [8, 13, 17] {
        let c = card(id);
        assert_eq!(c.kind, Kind::Pass, "#{id}");
        assert_eq!(c.advance, 0, "#{id}");
        for zone in Zone::ALL {
            assert_eq!(c.destination(zone), zone, "#{id} from {zone:?}");
        }
        assert!(!c.next.inside_shot, "#{id} has crosshairs");
        assert!(c.next.skate || c.next.pass, "#{id} leads nowhere");
    }
}

#[test]
fn fact_card_12_crosshairs_playable_at_centre_ice() {
    let c = card(12);
    assert!(c.kind.is_offensive() && c.kind != Kind::InsideShot);
    assert!(c.zones.allows(Zone::Centre));
    assert!(c.next.inside_shot);
}

#[test]
fn fact_card_15_pass_at_centre_ice_red_d_home() {
    let c = card(15);
    assert_eq!(c.kind, Kind::Pass);
    assert!(c.zones.allows(Zone::Centre));
    assert!(c.next.defence);
    assert_eq!(c.hv, Team::Home);
}

#[test]
fn fact_card_16_visitors() {
    assert_eq!(card(16).hv, Team::Away);
}

#[test]
fn fact_card_20_oz_setup_with_crosshairs() {
    let c = card(20);
    assert!(matches!(c.kind, Kind::Pass | Kind::Skate));
    assert_eq!(c.zones, Zones::new(false, false, true));
    assert!(c.next.inside_shot);
    assert_eq!(c.destination(Zone::Offensive), Zone::Offensive);
}

#[test]
fn fact_card_21_breakaway_skate() {
    let c = card(21);
    assert_eq!(c.kind, Kind::Skate);
    assert_eq!(c.title, "Breakaway");
    assert_eq!(c.zones, Zones::new(true, false, false));
    assert_eq!(c.advance, 2);
    assert_eq!(c.destination(Zone::Defensive), Zone::Offensive);
    assert_eq!(c.next, icons(false, true, true, true));
    assert_eq!(c.special, Special::Breakaway);
}

#[test]
fn fact_card_21_only_slashing_and_cheap_shot_can_stop_it() {
    // A Skate is answered in the puck's current zone: the attacker's DZ, the defender's OZ.
    let stoppers = ids(|c| is_d_with_p(c) && c.zones.allows(Zone::Offensive));
    assert_eq!(stoppers, [44, 57]);
    assert_eq!(card(44).title, "Cheap Shot");
    assert_eq!(card(57).title, "Slashing");
}

#[test]
fn fact_card_25_home_with_penalty_10_40() {
    let c = card(25);
    assert_eq!(c.hv, Team::Home);
    assert_eq!(c.hv_extra, HvExtra::Penalty);
    assert_eq!(BEHIND_THE_PLAY, IdRange::new(10, 40));
}

#[test]
fn fact_card_26_skate_across_the_blue_line() {
    let c = card(26);
    assert_eq!(c.kind, Kind::Skate);
    assert_eq!((c.title, c.flavour), ("Skate", "Across the Blue Line"));
    assert_eq!(c.zones, Zones::new(true, true, false));
    assert_eq!(c.advance, 1);
    assert!(c.next.defence);
    assert!(c.next.skate || c.next.pass);
    assert!(!c.next.inside_shot);
    assert_eq!(c.os, plain(ShotResult::SaveRebound));
    assert_eq!(c.is, plain(ShotResult::SaveOff));
    assert_eq!(c.hv, Team::Away);
    assert_eq!(c.hv_extra, HvExtra::None);
}

#[test]
fn fact_card_33_inside_shot() {
    let c = card(33);
    assert_eq!(c.kind, Kind::InsideShot);
    assert_eq!(c.title, "Inside Shot");
    assert_eq!(c.zones, Zones::new(false, false, true));
}

#[test]
fn fact_card_34_inside_shot_goal_on_outside_shots() {
    let c = card(34);
    assert_eq!(c.kind, Kind::InsideShot);
    assert_eq!(c.title, "Inside Shot!");
    assert_eq!(c.zones, Zones::new(false, false, true));
    assert_eq!(c.os, plain(ShotResult::Goal));
    assert_eq!(c.is, plain(ShotResult::SaveRebound));
}

#[test]
fn fact_cards_39_40_only_inside_shots_a_d_with_p_can_answer() {
    let answerable = ids(|c| c.kind == Kind::InsideShot && c.next.defence);
    assert_eq!(answerable, [39, 40]);
    for id in [39, 40] {
        assert_eq!(card(id).next, icons(false, false, false, true), "#{id}");
        assert_eq!(card(id).special, Special::PenaltyShotRisk, "#{id}");
    }
    assert_eq!(PENALTY_SHOT_AWARD, IdRange::new(1, 9));
}

#[test]
fn fact_cards_42_43_big_hit() {
    for id in [42, 43] {
        let c = card(id);
        assert_eq!(c.title, "Big Hit!", "#{id}");
        assert_eq!(c.kind, Kind::Defence, "#{id}");
        assert_eq!(c.stop, Stop::LoosePuck, "#{id}");
        assert_eq!(c.momentum, 2, "#{id}");
    }
    assert_eq!(card(42).zones, Zones::new(false, true, true));
    assert_eq!(card(43).zones, Zones::new(false, false, false));
    assert_eq!(ids(|c| c.momentum > 0), [42, 43]);
}

#[test]
fn fact_card_44_cheap_shot() {
    let c = card(44);
    assert_eq!(c.title, "Cheap Shot");
    assert_eq!(c.kind, Kind::DefencePenalty);
    assert!(c.zones.is_any());
    assert_eq!(c.stop, Stop::StopPlay);
    assert_eq!(c.next, no_icons());
    assert_eq!(c.penalty, Some(IdRange::new(10, 45)));
    assert_eq!(c.major, Some(IdRange::new(60, 64)));
    // The victim's +2 is an engine rule, not a bonus for the card's player.
    assert_eq!(c.momentum, 0);
}

#[test]
fn fact_card_45_body_check_in_dz_loose_puck() {
    let c = card(45);
    assert_eq!(c.kind, Kind::Defence);
    assert_eq!(c.zones, Zones::new(true, false, false));
    assert_eq!(c.stop, Stop::LoosePuck);
    assert_eq!(c.next, no_icons());
}

#[test]
fn fact_cards_46_47_54_minor_penalties() {
    for id in [46, 47, 54] {
        let c = card(id);
        assert_eq!(c.kind, Kind::DefencePenalty, "#{id}");
        assert_eq!(c.stop, Stop::LoosePuck, "#{id}");
        assert_eq!(c.next, no_icons(), "#{id}");
        assert_eq!(c.major, None, "#{id}");
        assert!(!c.zones.allows(Zone::Offensive), "#{id} playable in the OZ");
    }
    assert_eq!(card(46).penalty, Some(IdRange::new(20, 34)));
    assert_eq!(card(47).penalty, Some(IdRange::new(18, 33)));
    assert_eq!(card(54).penalty, Some(IdRange::new(22, 38)));
    let holding = ids(|c| c.title == "Holding");
    assert_eq!(holding, [46]);
    assert_eq!(card(46).zones, Zones::new(true, false, false));
}

#[test]
fn fact_card_48_puck_kept_in_at_the_point() {
    let c = card(48);
    assert_eq!(c.kind, Kind::PuckKeptIn);
    assert_eq!(c.title, "Puck Kept In at the Point");
    assert_eq!(c.zones, Zones::new(false, false, true));
    assert_eq!(c.stop, Stop::GainControl);
    assert_eq!(c.next, icons(true, true, false, false));
    assert_eq!(c.os, plain(ShotResult::SaveOff));
    assert_eq!(c.is, plain(ShotResult::SaveDef));
    assert_eq!(c.hv, Team::Away);
    assert_eq!(c.hv_extra, HvExtra::None);
}

/// Example 1: the Poke Check steals at CI (the pass's origin), has no DZ icon, and Bob would
/// rather keep it for his OZ, so it carries the OZ icon too.
#[test]
fn fact_card_49_poke_check_pickpocket_at_centre_ice_and_in_the_oz() {
    let c = card(49);
    assert_eq!(c.kind, Kind::DefenceSteal);
    assert_eq!(c.title, "Poke Check");
    assert!(c.flavour.contains("Pickpocket"));
    assert_eq!(c.zones, Zones::new(false, true, true));
    assert_eq!(c.stop, Stop::GainControl);
    assert_eq!(c.next, icons(true, true, false, false));
}

#[test]
fn fact_card_56_steal_the_puck_in_oz_leads_to_inside_shot() {
    let c = card(56);
    assert_eq!(c.kind, Kind::DefenceSteal);
    assert_eq!(c.title, "Steal the Puck");
    assert_eq!(c.zones, Zones::new(false, false, true));
    assert_eq!(c.stop, Stop::GainControl);
    assert_eq!(c.next, icons(false, false, true, false));
}

#[test]
fn fact_card_50_muscled_off_the_puck() {
    let c = card(50);
    assert_eq!(c.title, "Muscled Off the Puck");
    assert_eq!(c.kind, Kind::Defence);
    assert_eq!(c.zones, Zones::new(false, true, false));
    assert_eq!(c.stop, Stop::GainControl);
    assert_eq!(c.next, icons(true, true, false, true));
    assert_eq!(c.os, plain(ShotResult::WideDef));
    assert_eq!(c.is, plain(ShotResult::SaveFaceOff));
}

#[test]
fn fact_card_53_gain_control_then_skate_only() {
    let c = card(53);
    assert_eq!(c.kind, Kind::Defence);
    assert_eq!(c.stop, Stop::GainControl);
    assert_eq!(c.next, icons(true, false, false, false));
}

#[test]
fn fact_card_57_slashing() {
    let c = card(57);
    assert_eq!(c.title, "Slashing");
    assert_eq!(c.kind, Kind::DefencePenalty);
    assert!(c.zones.is_any());
    assert_eq!(c.stop, Stop::LoosePuck);
    assert_eq!(c.next, no_icons());
    assert_eq!(c.penalty, Some(IdRange::new(10, 40)));
    assert_eq!(c.major, None);
}

#[test]
fn fact_card_62_os_blocked() {
    let c = card(62);
    assert_eq!(c.title, "O/S Blocked");
    assert_eq!(c.kind, Kind::OutsideShotBlocked);
    assert_eq!(c.zones, Zones::new(true, false, false));
    assert_eq!(c.stop, Stop::LoosePuck);
    assert_eq!(c.next, no_icons());
}

#[test]
fn fact_card_63_is_blocked() {
    let c = card(63);
    assert_eq!(c.title, "I/S Blocked");
    assert_eq!(c.kind, Kind::InsideShotBlocked);
    assert_eq!(c.zones, Zones::new(true, false, false));
    assert_eq!(c.stop, Stop::LoosePuck);
    assert_eq!(c.next, no_icons());
    assert_eq!(c.os, plain(ShotResult::SaveDef));
    assert_eq!(c.is, plain(ShotResult::SaveFaceOff));
    assert_eq!(c.hv, Team::Home);
    assert_eq!(c.hv_extra, HvExtra::None);
}

#[test]
fn fact_card_64_fight() {
    let c = card(64);
    assert_eq!(c.title, "Fight!");
    assert_eq!(c.kind, Kind::Defence);
    assert!(c.zones.is_any());
    assert_eq!(c.stop, Stop::Fight);
    assert_eq!(c.next, no_icons());
    assert_eq!(FIGHT_WINNER.home, IdRange::new(1, 21));
    assert_eq!(FIGHT_WINNER.away, IdRange::new(22, 42));
    // 43-64 is a draw: in neither range.
    for id in 43..=64 {
        assert!(!FIGHT_WINNER.home.contains(id) && !FIGHT_WINNER.away.contains(id));
    }
}

// ---------------------------------------------------------------- deck-wide facts

#[test]
fn fact_exactly_two_outside_shot_goals() {
    assert_eq!(ids(|c| c.os.result == ShotResult::Goal), [34, 58]);
}

#[test]
fn fact_several_inside_shot_goals() {
    let goals = ids(|c| c.is.result == ShotResult::Goal);
    assert_eq!(goals, [5, 9, 14, 19, 23, 37, 43, 52, 57]);
    // Several, but not so many that a save percentage near .900 is out of reach.
    assert!((8..=13).contains(&goals.len()));
}

#[test]
fn fact_no_card_scores_in_both_columns() {
    let both = ids(|c| c.os.result == ShotResult::Goal && c.is.result == ShotResult::Goal);
    assert!(both.is_empty(), "{both:?}");
}

#[test]
fn fact_super_saves_posts_and_crossbars_in_both_columns() {
    let os = |r: ShotResult| ids(move |c| c.os.result == r);
    let is = |r: ShotResult| ids(move |c| c.is.result == r);
    assert_eq!(os(ShotResult::SuperSave), [21, 45]);
    assert_eq!(is(ShotResult::SuperSave), [12, 40, 54]);
    assert_eq!(os(ShotResult::HitPost), [17, 60]);
    assert_eq!(is(ShotResult::HitPost), [7, 46]);
    assert_eq!(os(ShotResult::HitCrossbar), [39]);
    assert_eq!(is(ShotResult::HitCrossbar), [29]);
}

#[test]
fn fact_shot_result_columns_have_every_result() {
    use ShotResult::*;
    let expected_os = [
        (Goal, 2),
        (SuperSave, 2),
        (SaveDef, 13),
        (WideDef, 7),
        (SaveOff, 13),
        (SaveFaceOff, 9),
        (SaveRebound, 15),
        (HitPost, 2),
        (HitCrossbar, 1),
    ];
    let expected_is = [
        (Goal, 9),
        (SuperSave, 3),
        (SaveDef, 19),
        (WideDef, 5),
        (SaveOff, 6),
        (SaveFaceOff, 11),
        (SaveRebound, 8),
        (HitPost, 2),
        (HitCrossbar, 1),
    ];
    for (result, n) in expected_os {
        assert_eq!(count(|c| c.os.result == result), n, "OS {result:?}");
    }
    for (result, n) in expected_is {
        assert_eq!(count(|c| c.is.result == result), n, "IS {result:?}");
    }
}

#[test]
fn fact_power_play_and_short_handed_brackets() {
    let ppg = |c: &CardDef| {
        let mut v = Vec::new();
        if c.os.bracket == Some(Bracket::PowerPlayGoal) {
            v.push((c.id, "OS"));
        }
        if c.is.bracket == Some(Bracket::PowerPlayGoal) {
            v.push((c.id, "IS"));
        }
        v
    };
    let shg = |c: &CardDef| {
        let mut v = Vec::new();
        if c.os.bracket == Some(Bracket::ShortHandedGoal) {
            v.push((c.id, "OS"));
        }
        if c.is.bracket == Some(Bracket::ShortHandedGoal) {
            v.push((c.id, "IS"));
        }
        v
    };
    let all_ppg: Vec<(u8, &str)> = DECK.iter().flat_map(ppg).collect();
    let all_shg: Vec<(u8, &str)> = DECK.iter().flat_map(shg).collect();
    assert_eq!(all_ppg, [(11, "OS"), (24, "IS"), (36, "OS"), (51, "IS")]);
    assert_eq!(all_shg, [(17, "IS"), (62, "OS")]);
    // Both inside and outside the behind-the-play range 10-40.
    assert!(all_ppg.iter().any(|&(id, _)| (10..=40).contains(&id)));
    assert!(all_ppg.iter().any(|&(id, _)| !(10..=40).contains(&id)));
    // A bracket always sits beside a save, never beside Goal! or a miss.
    for c in &DECK {
        for shot in [c.os, c.is] {
            if shot.bracket.is_some() {
                assert_ne!(shot.result, ShotResult::Goal, "#{}", c.id);
                assert!(shot.result.on_goal(), "#{}", c.id);
            }
        }
    }
}

#[test]
fn fact_minor_penalty_ranges_give_1_to_4_power_play_shots() {
    for id in [44, 46, 47, 54, 57] {
        let range = card(id)
            .penalty
            .expect("a D-with-P card has a penalty range");
        assert!(range.low <= range.high, "#{id}");
        assert!(
            range.low >= 10 && range.high <= 49,
            "#{id}: {range:?} would give a first digit outside 1-4"
        );
    }
    // Slashing and Cheap Shot are the easiest calls: the widest ranges.
    let width = |id: u8| {
        let r = card(id).penalty.unwrap();
        r.high - r.low
    };
    for minor in [46, 47, 54] {
        assert!(
            width(minor) < width(57) && width(minor) < width(44),
            "#{minor}"
        );
    }
}

#[test]
fn fact_penalty_shot_and_shootout_ranges() {
    assert_eq!(PENALTY_SHOT_GOAL, IdRange::new(1, 25));
    assert_eq!(PENALTY_SHOT_AWARD, IdRange::new(1, 9));
}

#[test]
fn fact_offensive_cards_fill_the_low_ids() {
    assert_eq!(
        ids(|c| matches!(c.kind, Kind::Pass | Kind::Skate)),
        range(1, 32)
    );
    assert_eq!(ids(|c| c.kind == Kind::InsideShot), range(33, 41));
    for id in 1..=32 {
        assert_eq!(card(id).stop, Stop::None, "#{id}");
    }
}

#[test]
fn fact_defensive_cards_fill_the_40s_and_50s() {
    let mut expected = range(42, 61);
    expected.retain(|&id| id != 48);
    expected.push(64);
    assert_eq!(ids(|c| c.kind.is_defensive()), expected);
    assert_eq!(card(48).kind, Kind::PuckKeptIn);
}

#[test]
fn fact_blocks_are_62_and_63() {
    assert_eq!(
        ids(|c| matches!(c.kind, Kind::OutsideShotBlocked | Kind::InsideShotBlocked)),
        [62, 63]
    );
}

#[test]
fn fact_fight_is_64() {
    assert_eq!(ids(|c| c.stop == Stop::Fight), [64]);
    assert_eq!(ids(|c| c.title == "Fight!"), [64]);
}

#[test]
fn fact_d_with_s_cards_are_exactly_49_and_56() {
    assert_eq!(ids(|c| c.kind == Kind::DefenceSteal), [49, 56]);
    assert_eq!(ids(|c| c.title == "Steal the Puck"), [56]);
}

#[test]
fn fact_d_with_p_cards_are_exactly_44_46_47_54_57() {
    assert_eq!(ids(is_d_with_p), [44, 46, 47, 54, 57]);
}

#[test]
fn fact_only_44_and_57_d_with_p_cards_playable_in_holders_oz() {
    assert_eq!(
        ids(|c| is_d_with_p(c) && c.zones.allows(Zone::Offensive)),
        [44, 57]
    );
    for id in [44, 57] {
        assert!(card(id).zones.is_any(), "#{id}");
    }
}

#[test]
fn fact_h_and_v_split_32_32() {
    assert_eq!(count(|c| c.hv == Team::Home), 32);
    assert_eq!(count(|c| c.hv == Team::Away), 32);
    assert_eq!(
        ids(|c| c.hv == Team::Home),
        [
            1, 4, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 30, 31, 33, 35, 37, 39, 41, 43, 45,
            47, 50, 51, 53, 55, 57, 60, 61, 63
        ]
    );
}

// ---------------------------------------------------------------- composition the engine uses

#[test]
fn composition_advance_per_card() {
    for c in &DECK {
        let expected = match c.id {
            2 | 4 | 21 => 2,
            3 | 8 | 13 | 17 => 0,
            1..=32 => 1,
            _ => 0,
        };
        assert_eq!(c.advance, expected, "#{}", c.id);
    }
    // The three long cards start in the DZ and end in the OZ.
    for id in [2, 4, 21] {
        assert_eq!(card(id).zones, Zones::new(true, false, false), "#{id}");
    }
}

#[test]
fn composition_specials_only_on_named_cards() {
    assert_eq!(ids(|c| c.special == Special::IceThePuck), [3]);
    assert_eq!(ids(|c| c.special == Special::Breakaway), [4, 21]);
    assert_eq!(ids(|c| c.special == Special::PenaltyShotRisk), [39, 40]);
    assert_eq!(count(|c| c.special == Special::None), 64 - 5);
}

#[test]
fn composition_crosshairs_make_set_ups_possible() {
    let crosshairs = ids(|c| c.id <= 32 && c.next.inside_shot);
    assert_eq!(
        crosshairs,
        [4, 7, 9, 12, 14, 18, 20, 21, 22, 23, 27, 28, 31]
    );
    assert!((12..=14).contains(&crosshairs.len()));
    // After gaining control, only #56 leads to an inside shot.
    assert_eq!(ids(|c| c.id > 32 && c.next.inside_shot), [56]);
}

#[test]
fn composition_red_d_on_about_two_thirds_of_pass_and_skate_cards() {
    let red_d = ids(|c| c.id <= 32 && c.next.defence);
    assert_eq!(red_d.len(), 21);
    let natural = ids(|c| c.id <= 32 && !c.next.defence);
    assert_eq!(natural, [3, 5, 8, 11, 14, 16, 22, 24, 28, 30, 32]);
    // Natural set-up cards: crosshairs and no red D.
    assert_eq!(
        ids(|c| c.id <= 32 && c.next.inside_shot && !c.next.defence),
        [14, 22, 28]
    );
}

#[test]
fn composition_zone_mix_of_pass_and_skate_cards() {
    let with = |z: Zones| ids(move |c| c.id <= 32 && c.zones == z);
    assert_eq!(with(Zones::DZ), [1, 2, 3, 4, 5, 8, 16, 21, 29]);
    assert_eq!(with(Zones::DZ_CI), [6, 11, 19, 25, 26]);
    assert_eq!(with(Zones::CI), [7, 15, 22, 30]);
    assert_eq!(with(Zones::CI_OZ), [9, 12, 14, 17, 27, 32]);
    assert_eq!(with(Zones::OZ), [10, 18, 20, 23, 28, 31]);
    assert_eq!(with(Zones::ANY), [13, 24]);
}

#[test]
fn composition_breakout_cards_allow_a_follow_up() {
    // Playable in the DZ, no crosshairs: a Skate or Pass may follow, except after #3.
    let stuck = ids(|c| {
        c.id <= 32
            && c.zones.allows(Zone::Defensive)
            && !c.next.inside_shot
            && !(c.next.skate || c.next.pass)
    });
    assert_eq!(stuck, [3]);
}

#[test]
fn composition_inside_shot_cards() {
    for id in 33..=41 {
        let c = card(id);
        assert_eq!(c.kind, Kind::InsideShot, "#{id}");
        assert_eq!(c.zones, Zones::new(false, false, true), "#{id}");
        assert_eq!(c.advance, 0, "#{id}");
        let expected = if id == 39 || id == 40 {
            icons(false, false, false, true)
        } else {
            no_icons()
        };
        assert_eq!(c.next, expected, "#{id}");
    }
}

#[test]
fn composition_defensive_stops() {
    assert_eq!(
        ids(|c| c.stop == Stop::GainControl),
        [48, 49, 50, 51, 53, 56, 58, 59, 61]
    );
    assert_eq!(
        ids(|c| c.stop == Stop::LoosePuck),
        [42, 43, 45, 46, 47, 52, 54, 55, 57, 60, 62, 63]
    );
    assert_eq!(ids(|c| c.stop == Stop::StopPlay), [44]);
    // A loose puck, a stoppage or a fight: nothing is played on top.
    for c in &DECK {
        if matches!(c.stop, Stop::LoosePuck | Stop::StopPlay | Stop::Fight) {
            assert_eq!(c.next, no_icons(), "#{}", c.id);
        }
    }
    // Gaining control: the player may go on with a Skate or a Pass (or #56's inside shot);
    // only #50 lets the other side fight back.
    for id in [48, 49, 50, 51, 53, 58, 59, 61] {
        let n = card(id).next;
        assert!(n.skate || n.pass, "#{id}");
        assert!(!n.inside_shot, "#{id}");
    }
    assert_eq!(ids(|c| c.id > 41 && c.next.defence), [50]);
}

#[test]
fn composition_ordinary_defence_zone_mix() {
    let zones_of = |id: u8| card(id).zones;
    assert_eq!(zones_of(51), Zones::DZ);
    assert_eq!(zones_of(52), Zones::CI_OZ);
    assert_eq!(zones_of(53), Zones::DZ_CI);
    assert_eq!(zones_of(55), Zones::OZ);
    assert_eq!(zones_of(58), Zones::OZ);
    assert_eq!(zones_of(59), Zones::ANY);
    assert_eq!(zones_of(60), Zones::DZ);
    assert_eq!(zones_of(61), Zones::DZ_CI);
    assert_eq!(card(51).next, icons(false, true, false, false));
    assert_eq!(card(58).next, icons(true, true, false, false));
}
