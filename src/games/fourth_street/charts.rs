//! The charts whose entries the rulebook's text gives: the basic penalty chart, the rush chart
//! and its participants, and the two assist tables (rebuilt from the worked example's values).
//! A-numbers are the readings in docs/fourth-street-readings.md.

use serde::{Deserialize, Serialize};

/// Who a basic-chart penalty is called on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum CalledOn {
    Offence,
    Defence,
    Both,
    /// The first infraction on the defence, and fighting majors on both.
    DefenceThenBothFight,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChartPenalty {
    pub name: &'static str,
    pub on: CalledOn,
    /// A double minor (4:00) rather than a minor.
    pub double_minor: bool,
}

/// The basic penalty chart: each entry holds d10 combos up to its number (from the one above).
/// 81-99 are beyond the printed chart: see `UNPRINTED_PENALTIES`.
const BASIC_PENALTIES: [(u8, ChartPenalty); 16] = [
    (5, pen("Roughing", CalledOn::Both, false)),
    (10, pen("High sticking", CalledOn::Offence, false)),
    (15, pen("Interference", CalledOn::Defence, false)),
    (20, pen("Delay of game", CalledOn::Defence, false)),
    (23, pen("Delay of game", CalledOn::Offence, false)),
    (
        25,
        pen(
            "Roughing and fighting",
            CalledOn::DefenceThenBothFight,
            false,
        ),
    ),
    (30, pen("Hooking", CalledOn::Defence, false)),
    (40, pen("Holding", CalledOn::Defence, false)),
    (50, pen("Tripping", CalledOn::Defence, false)),
    (60, pen("Boarding", CalledOn::Defence, false)),
    (65, pen("Slashing", CalledOn::Defence, false)),
    (67, pen("High sticking (injury)", CalledOn::Offence, true)),
    (
        70,
        pen(
            "Slashing and fighting",
            CalledOn::DefenceThenBothFight,
            false,
        ),
    ),
    (72, pen("Bench minor", CalledOn::Offence, false)),
    (75, pen("Bench minor", CalledOn::Defence, false)),
    (80, pen("Cross-checking", CalledOn::Defence, false)),
];

const fn pen(name: &'static str, on: CalledOn, double_minor: bool) -> ChartPenalty {
    ChartPenalty {
        name,
        on,
        double_minor,
    }
}

/// 81-99 are not printed (A8): offensive minors, so every chart roll is an infraction and the
/// calls split about 63% defence, 31% offence, 6% both.
const UNPRINTED_PENALTIES: [(u8, ChartPenalty); 5] = [
    (85, pen("Tripping", CalledOn::Offence, false)),
    (90, pen("Hooking", CalledOn::Offence, false)),
    (94, pen("Slashing", CalledOn::Offence, false)),
    (97, pen("Interference", CalledOn::Offence, false)),
    (99, pen("Goaltender interference", CalledOn::Offence, false)),
];

/// The infraction a d10 combo (00-99) names on the basic chart (R101).
pub fn basic_penalty(combo: u8) -> ChartPenalty {
    BASIC_PENALTIES
        .iter()
        .chain(UNPRINTED_PENALTIES.iter())
        .find(|(top, _)| combo <= *top)
        .map(|&(_, p)| p)
        .unwrap_or(UNPRINTED_PENALTIES[4].1)
}

/// What a ⍙ turns into.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rush {
    Breakaway,
    ThreeOnTwo,
    TwoOnOne,
    ThreeOnOne,
    Advance,
}

/// The rush chart's five columns (speed plus the defence's aggressiveness, 2 to 6 and over):
/// the top d20 of breakaway, 3 on 2, 2 on 1 and 3 on 1; anything higher is an advancement.
const RUSH_COLUMNS: [[u8; 4]; 5] = [
    [2, 4, 6, 8],
    [3, 6, 8, 10],
    [4, 7, 10, 12],
    [5, 8, 11, 14],
    [6, 10, 13, 16],
];

/// The column for a puck handler's SP and the defence's aggressiveness. The text's example (SP
/// 4 against a normal defence reads 1-4, 5-7, 8-10, 11-12) fixes the third column at 4; the
/// sum is kept within the printed columns.
pub fn rush_column(speed: u8, aggressiveness: i8) -> usize {
    let sum = (i16::from(speed) + i16::from(aggressiveness)).clamp(2, 6);
    (sum - 2) as usize
}

pub fn rush(speed: u8, aggressiveness: i8, d20: u8) -> Rush {
    let tops = RUSH_COLUMNS[rush_column(speed, aggressiveness)];
    match d20 {
        d if d <= tops[0] => Rush::Breakaway,
        d if d <= tops[1] => Rush::ThreeOnTwo,
        d if d <= tops[2] => Rush::TwoOnOne,
        d if d <= tops[3] => Rush::ThreeOnOne,
        _ => Rush::Advance,
    }
}

/// One skater in a rush string: the puck handler or a teammate by position (1-5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RushMan {
    Handler,
    Mate(u8),
}

use RushMan::{Handler as P, Mate as M};

/// The rush participants by the d10 pair's first digit (coloured die), as the text prints them:
/// the passes, the last man shooting. The ninth row's digit was lost in the text; it is 9.
const RUSH_STRINGS: [[&[RushMan]; 3]; 10] = [
    [&[P, M(2), M(3)], &[P, M(2)], &[P, M(2), M(3)]],
    [&[P, M(1), M(2)], &[P, M(1)], &[P, M(1), M(2)]],
    [&[P, M(2), M(1)], &[P, M(2)], &[P, M(2), M(1)]],
    [&[P, M(1), P], &[P, M(1)], &[P, M(1), P]],
    [&[P, M(2), P], &[P, M(3)], &[P, M(2), P]],
    [&[P, M(3), P], &[P, M(3), P], &[P, M(3), P]],
    [&[P, M(4), M(1)], &[P, M(2), P], &[P, M(4), M(1)]],
    [&[P, M(5), M(2)], &[P, M(1), P], &[P, M(5), M(2)]],
    [&[P, M(4), M(3)], &[P, M(4), P], &[P, M(4), M(3)]],
    [&[P, M(5), P], &[P, M(5), P], &[P, M(5), P]],
];

/// The defender who may block the rush's shot, by the white die, for 3 on 2, 2 on 1 and 3 on 1
/// (a player number of the defending team), or nobody.
const RUSH_DEFENDERS: [[Option<u8>; 3]; 10] = [
    [Some(4), Some(4), Some(4)],
    [Some(4), Some(4), Some(5)],
    [Some(4), Some(5), None],
    [Some(5), Some(5), None],
    [Some(5), None, None],
    [Some(5), None, None],
    [None, None, None],
    [None, None, None],
    [None, None, None],
    [None, None, None],
];

fn rush_index(rush: Rush) -> Option<usize> {
    match rush {
        Rush::ThreeOnTwo => Some(0),
        Rush::TwoOnOne => Some(1),
        Rush::ThreeOnOne => Some(2),
        Rush::Breakaway | Rush::Advance => None,
    }
}

/// Who carries a rush (coloured d10) and who may block it (white d10). A teammate named who is
/// the handler himself is swapped for another man (R83). By the book (`book`, rules version 5
/// on) that is the forward the string does not name otherwise (ⓟ②③ carried by the centre is
/// ⓟ①③), or for a defenceman his partner (A41). Earlier versions took the first forward who
/// was neither the handler nor the named man, which could repeat a man in the string.
pub fn rush_play(
    rush: Rush,
    coloured: u8,
    white: u8,
    handler: u8,
    book: bool,
) -> (Vec<RushMan>, Option<u8>) {
    let Some(index) = rush_index(rush) else {
        return (vec![RushMan::Handler], None);
    };
    let printed = RUSH_STRINGS[usize::from(coloured % 10)][index];
    let named: Vec<u8> = printed
        .iter()
        .filter_map(|man| match man {
            RushMan::Mate(n) => Some(*n),
            RushMan::Handler => None,
        })
        .collect();
    let string = printed
        .iter()
        .map(|&man| match man {
            RushMan::Mate(n) if n == handler && book => RushMan::Mate(substitute(handler, &named)),
            RushMan::Mate(n) if n == handler => RushMan::Mate(first_other_forward(handler, n)),
            other => other,
        })
        .collect();
    (string, RUSH_DEFENDERS[usize::from(white % 10)][index])
}

/// The man who takes the handler's place in his own string: the other defenceman for a
/// defenceman (A41), else the forward neither carrying nor named in the string.
fn substitute(handler: u8, named: &[u8]) -> u8 {
    if handler >= 4 {
        return 9 - handler;
    }
    [1, 2, 3]
        .into_iter()
        .find(|f| *f != handler && !named.contains(f))
        .unwrap_or_else(|| first_other_forward(handler, handler))
}

/// Versions 1-4: of the forwards, the first other than the handler and the named man.
fn first_other_forward(handler: u8, named: u8) -> u8 {
    [1, 2, 3]
        .into_iter()
        .find(|&f| f != handler && f != named)
        .unwrap_or(1)
}

/// The first assist table (A9): the d20 value of a player's assist rating against the on-ice
/// total (scorer left out). Only two of its values survive in the text (total 13: rating 6 is
/// 9, rating 4 is 6); 19 x rating / total, rounded, gives them back, and all the players'
/// values add to about 19 of 20: a goal is assisted about 95% of the time.
pub fn first_assist_value(rating: u8, total: u8) -> u8 {
    table_value(19.0, rating, total)
}

/// The second assist table (total 9: rating 6 is 11, 2 is 4, 1 is 2): 15.8 x rating / total,
/// about 79% of assisted goals getting a second assist, 1.70 assists a goal.
pub fn second_assist_value(rating: u8, total: u8) -> u8 {
    table_value(15.8, rating, total)
}

fn table_value(scale: f64, rating: u8, total: u8) -> u8 {
    if total == 0 {
        return 0;
    }
    (scale * f64::from(rating) / f64::from(total))
        .round()
        .min(20.0) as u8
}

/// Runs an assist check: players in order (highest rating first, ties by position), each adding
/// his table value until the d20 falls within the running sum. Returns the index chosen.
pub fn assist_pick(ratings: &[u8], d20: u8, second: bool) -> Option<usize> {
    let total: u8 = ratings.iter().sum();
    let mut running = 0u16;
    for (i, &r) in ratings.iter().enumerate() {
        let value = if second {
            second_assist_value(r, total)
        } else {
            first_assist_value(r, total)
        };
        running += u16::from(value);
        if u16::from(d20) <= running {
            return Some(i);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn penalty_chart_example_and_edges() {
        // "35": holding on the defence.
        assert_eq!(basic_penalty(35).name, "Holding");
        assert_eq!(basic_penalty(35).on, CalledOn::Defence);
        assert_eq!(basic_penalty(0).name, "Roughing");
        assert_eq!(basic_penalty(0).on, CalledOn::Both);
        assert!(basic_penalty(66).double_minor);
        assert_eq!(basic_penalty(80).name, "Cross-checking");
        assert_eq!(basic_penalty(81).name, "Tripping");
        assert_eq!(basic_penalty(81).on, CalledOn::Offence);
        assert_eq!(basic_penalty(99).name, "Goaltender interference");
    }

    #[test]
    fn rush_chart_example() {
        // SP 4 against aggressiveness 0: 1-4 breakaway, 5-7 3 on 2, 8-10 2 on 1.
        assert_eq!(rush(4, 0, 4), Rush::Breakaway);
        assert_eq!(rush(4, 0, 5), Rush::ThreeOnTwo);
        assert_eq!(rush(4, 0, 10), Rush::TwoOnOne);
        assert_eq!(rush(4, 0, 12), Rush::ThreeOnOne);
        assert_eq!(rush(4, 0, 13), Rush::Advance);
        // Aggressive defences give up more.
        assert_eq!(rush(4, 2, 6), Rush::Breakaway);
        assert_eq!(rush(1, -2, 2), Rush::Breakaway);
        assert_eq!(rush(1, -2, 3), Rush::ThreeOnTwo);
    }

    #[test]
    fn rush_strings_swap_the_handler() {
        // "ⓟ②③" with the centre carrying becomes "ⓟ①③".
        let (string, blocker) = rush_play(Rush::ThreeOnTwo, 0, 0, 2, true);
        assert_eq!(string, vec![P, M(1), M(3)]);
        assert_eq!(blocker, Some(4));
        let (_, blocker) = rush_play(Rush::ThreeOnOne, 5, 2, 1, true);
        assert_eq!(blocker, None);
    }

    #[test]
    fn assist_tables_give_the_examples_back() {
        assert_eq!(first_assist_value(6, 13), 9);
        assert_eq!(first_assist_value(4, 13), 6);
        assert_eq!(second_assist_value(6, 9), 11);
        assert_eq!(second_assist_value(2, 9), 4);
        assert_eq!(second_assist_value(1, 9), 2);
        // The worked example: ③➀➃➄ rated 6, 4, 2, 1; d20 14 picks ➀; then without him, 18
        // finds nobody.
        assert_eq!(assist_pick(&[6, 4, 2, 1], 14, false), Some(1));
        assert_eq!(assist_pick(&[6, 2, 1], 18, true), None);
    }
}
