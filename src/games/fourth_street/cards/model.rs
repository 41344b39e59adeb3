//! The nominal game a card is solved against: its constants and what a card gives back a game.

use super::*;

/// Action rolls a minute by the team with the puck, at even strength, on the power play and
/// short-handed: about 115 a team game, as the engine makes them on the standard timer
/// (measured with `realism_fourth_street`, FOURTH_DEBUG=1, over 1,000 games).
pub const ROLLS_PER_MIN: [f64; 3] = [1.91, 2.81, 0.97];
/// Shares of a team's rolls in its defensive, neutral and offensive thirds, by its strength (as
/// measured in the engine): a possession that gets out of its end mostly ends with a shot and its rebounds, so the
/// offensive zone sees most rolls (each a short one); the power play lives there, the penalty
/// kill in its own end.
pub const THIRDS: [[f64; 3]; 3] = [[0.28, 0.16, 0.56], [0.14, 0.12, 0.74], [0.67, 0.12, 0.21]];
/// Minutes of power play a chance gives: a two-minute minor, less about a minute on the fifth
/// or so that end with a goal.
pub const PP_MINUTES_PER_CHANCE: f64 = 1.8;
/// What the engine gives back of what this model expects, measured with
/// `realism_fourth_street` over 1,000 games of the league (docs/fourth-street-readings.md, 7):
/// the model overrates the shots an O-zone roll turns into (blocks, misses and loose pucks
/// take more of them in play) and underrates the penalties matchups draw. The builder aims
/// its shot widths and penalty cells at the stat line divided by these, so the engine gives
/// the line back.
pub const ENGINE_SHOTS: f64 = 0.84;
pub const ENGINE_PIM: f64 = 1.27;
/// The share of a skater's rolls that come from a teammate's completed pass (the rest start
/// with loose pucks, faceoffs, rebounds and his own carries, spread evenly by the d6p): the
/// built cards' PD rolls won, times their pass cells, per roll (0.23, tested).
pub const PASS_SOURCE: f64 = 0.22;
/// The chance the d6p names a defender who is in the puck's third (one of six numbers each),
/// by the carrier's strength and third (D, N, O). Even strength: two forecheckers in his D
/// zone; elsewhere the three others plus the forecheckers when back (half the time). On the
/// power play four defenders and one forechecker; short-handed as at even strength.
pub const OPPOSED: [[f64; 3]; 3] = [
    [2.0 / 6.0, 4.0 / 6.0, 4.0 / 6.0],
    [1.0 / 6.0, 3.0 / 6.0, 3.5 / 6.0],
    [2.0 / 6.0, 4.0 / 6.0, 4.0 / 6.0],
];
/// The chance a forechecker is back by the time the puck leaves the zone he forechecks.
pub const P_BACK: f64 = 0.5;
/// The league's average ratings a matchup is read against.
pub const AVERAGE_CARRIER: f64 = 15.0;
pub const AVERAGE_DEFENDER: f64 = 5.0;
/// The average BL of the defender named on a shot (the forwards' BL is about 0, the
/// defencemen's about 3.5, and two or three of the present defenders are defencemen).
pub const BL_AVG: f64 = 2.0;
/// The opponents' PD and SC shares of their rolls by their third (the sample chart's shape, the
/// wild cards counted as the computer plays them).
pub const OPPONENT_PD: [f64; 3] = [0.53, 0.52, 0.10];
pub const OPPONENT_SC: [f64; 3] = [0.19, 0.28, 0.06];
/// The share of O-zone rolls that are the first after a rebound to the shooting team (Reb
/// tack-on): about 4 rebounds a team game (15% of the grids' non-goal cells over 28 saves) in
/// some 75 O-zone rolls.
pub const REBOUND_SHARE: f64 = 0.05;
/// Rush events (⍙) a roll by an average teammate: ⍙ in 3 of 36 SK cells after about 9% of
/// rolls won on SC, and in 3 of 36 PS cells after about 18% won on PD.
pub const RUSH_PER_ROLL: f64 = 0.022;
/// Levels (1, 2, 3) of O-zone shots by forwards and by defencemen.
pub const LEVELS_FORWARD: [f64; 3] = [0.30, 0.45, 0.25];
pub const LEVELS_DEFENCE: [f64; 3] = [0.10, 0.25, 0.65];
/// Levels of ● shots after a pass (from D the puck reaches level 3, from N level 2, from O level
/// 1), weighted by where passes are made.
pub const CENTRE_PASS_LEVELS: [f64; 3] = [0.16, 0.35, 0.49];
/// Levels a steal lands at by the loose-puck labels (A4).
pub const STEAL_LEVELS: [f64; 3] = [0.40, 0.30, 0.30];
/// The chance a rush string's shot meets a blocker, averaged over the three rushes.
pub const STRING_OPPOSED: f64 = 0.4;
/// Tips a shot on goal by a forward (ⓐ) and by a defenceman (ⓐ, and ➁ the centre): one tip
/// cell in 36 of the drift section (two for defencemen) against about 33 that leave the shot
/// his.
pub const TIPS_PER_SHOT_FORWARD: f64 = 0.030;
pub const TIPS_PER_SHOT_DEFENCE: [f64; 2] = [0.030, 0.030];
/// What the other cards put on a player, league-wide: PN actions a roll, and the ☢ share of DF
/// and CH columns read (measured on the built cards, tested within 35%).
pub const AVERAGE_PN_RATE: f64 = 0.010;
pub const AVERAGE_DF_PENALTY: f64 = 0.11;
pub const AVERAGE_CH_PENALTY: f64 = 0.068;

/// Penalty minutes a chart roll puts on the offensive and on the defensive player (the basic
/// chart and its unprinted 81-99, A8): fights 5 each side, double minors 4, the rest 2.
pub fn chart_minutes() -> (f64, f64) {
    static MINUTES: std::sync::OnceLock<(f64, f64)> = std::sync::OnceLock::new();
    *MINUTES.get_or_init(count_chart_minutes)
}

fn count_chart_minutes() -> (f64, f64) {
    let mut offence = 0.0;
    let mut defence = 0.0;
    for combo in 0..100u8 {
        let p = charts::basic_penalty(combo);
        let minor = if p.double_minor { 4.0 } else { 2.0 };
        match p.on {
            charts::CalledOn::Offence => offence += minor,
            charts::CalledOn::Defence => defence += minor,
            charts::CalledOn::Both => {
                offence += minor;
                defence += minor;
            }
            charts::CalledOn::DefenceThenBothFight => {
                defence += minor + 5.0;
                offence += 5.0;
            }
        }
    }
    (offence / 100.0, defence / 100.0)
}

/// What a card gives back a game over an exposure.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Expected {
    pub shots: f64,
    pub goals: f64,
    pub assists: f64,
    pub pim: f64,
    /// His shots on goal by kind (for the goalies' side of the check).
    pub ledger: ShotLedger,
}

/// One stream of shot attempts: how the d6 pair is shifted, the rating of the block check
/// (`None`: no block check), the chance a defender is there to block, attempts a game, the
/// levels it comes from, tack-on points and the share that are rebound shots.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Stream {
    /// The O column (0 ES, 1 PP, 2 SH) whose WS, SS or wild-card range makes it, if one does.
    pub(super) column: Option<usize>,
    /// A wild card's shot (not the WS or SS range).
    pub(super) wild: bool,
    pub(super) kind: ShotKind,
    block: Option<f64>,
    opposed: f64,
    pub(super) attempts: f64,
    pub(super) levels: [f64; 3],
    pub(super) tack: u16,
    pub(super) rebound: f64,
}

impl Stream {
    pub(super) fn through(&self) -> f64 {
        match self.block {
            None => 1.0,
            Some(rating) => {
                let pass = ((rating - BL_AVG) / 20.0).clamp(0.0, 1.0);
                1.0 - self.opposed * (1.0 - pass)
            }
        }
    }
}

/// The game-plan zone a ◘ shot drifts from (the reference goalie's): the zone differs by
/// goalie, but only the drift off the net needs one.
fn plan_zone() -> GoalieZone {
    reference_goalie().quality.best_zone()
}

/// Calls `f` with each shot on goal (key, weight) one unit of aim at `target` yields in
/// `stream`, after the drift section; tips by others and drifts off the net yield nothing.
fn visit_target(
    drift: &DriftSection,
    slot: u8,
    stream: &Stream,
    target: ShotTarget,
    mut f: impl FnMut(ShotKey, f64),
) {
    let (zone, plan) = match target {
        ShotTarget::Zone(z) => (z, false),
        ShotTarget::GamePlan => (plan_zone(), true),
        ShotTarget::WideLeft | ShotTarget::WideRight => return,
    };
    let straight = if plan { Aim::Plan } else { Aim::of(zone) };
    for b in 1..=6u8 {
        let wb = stream.kind.face_odds(b);
        if wb == 0.0 {
            continue;
        }
        for w in 1..=6u8 {
            let weight = wb * stream.kind.face_odds(w);
            if weight == 0.0 {
                continue;
            }
            let (aim, extra) = match drift.read(b, w) {
                Drift::Nothing => (straight, 0),
                Drift::TipBy(n) if n == slot => (straight, 0),
                Drift::Screen => (straight, 10),
                Drift::Arrow(a) => match a.drifted(zone) {
                    Some(z) => (Aim::of(z), 0),
                    None => continue,
                },
                Drift::TipRank(_) | Drift::TipBy(_) => continue,
            };
            for (li, &lw) in stream.levels.iter().enumerate() {
                let key = |rebound| ShotKey {
                    aim,
                    level: li as u8 + 1,
                    tack: stream.tack + extra,
                    rebound,
                };
                f(key(false), weight * lw * (1.0 - stream.rebound));
                f(key(true), weight * lw * stream.rebound);
            }
        }
    }
}

/// Shots on goal and goals one unit of aim at each target yields: by [`target_code`].
#[derive(Debug, Clone)]
pub(super) struct TargetTable {
    pub(super) values: [(f64, f64); 27],
}

pub(super) fn target_code(target: ShotTarget) -> usize {
    match target {
        ShotTarget::Zone(z) => zone_index(z),
        ShotTarget::GamePlan => 25,
        _ => 26,
    }
}

fn target_of(code: usize) -> ShotTarget {
    match code {
        0..=24 => ShotTarget::Zone(zone_at(code)),
        25 => ShotTarget::GamePlan,
        _ => ShotTarget::WideLeft,
    }
}

impl TargetTable {
    pub(super) fn of(
        drift: &DriftSection,
        slot: u8,
        stream: &Stream,
        goalies: &GoalieAverage,
    ) -> Self {
        let mut values = [(0.0, 0.0); 27];
        for (code, v) in values.iter_mut().enumerate().take(26) {
            visit_target(drift, slot, stream, target_of(code), |key, w| {
                v.0 += w;
                v.1 += w * goalies.chance(key.aim, key.level(), key.tack, key.rebound);
            });
        }
        TargetTable { values }
    }

    /// (shots on goal, goals) per attempt that gets through, over a shot section.
    pub(super) fn per_attempt(&self, shot: &ShotSection, kind: ShotKind) -> (f64, f64) {
        let mut out = (0.0, 0.0);
        for b in 1..=6u8 {
            for w in 1..=6u8 {
                let p = kind.face_odds(b) * kind.face_odds(w);
                if p > 0.0 {
                    let v = self.values[target_code(shot.read(b, w))];
                    out.0 += p * v.0;
                    out.1 += p * v.1;
                }
            }
        }
        out
    }
}

/// The better of his shots: wrist unless S is higher.
fn better_shot(r: &SkaterRatings) -> (ShotKind, f64) {
    if r.s > r.w {
        (ShotKind::Slap, f64::from(r.s))
    } else {
        (ShotKind::Wrist, f64::from(r.w))
    }
}

/// The shot a ● or ♢ takes from a level: slap from 3, wrist from 1, the better from 2.
fn shot_from_level(r: &SkaterRatings, level: usize) -> (ShotKind, f64) {
    match level {
        1 => (ShotKind::Wrist, f64::from(r.w)),
        3 => (ShotKind::Slap, f64::from(r.s)),
        _ => better_shot(r),
    }
}

fn one_level(level: usize) -> [f64; 3] {
    let mut l = [0.0; 3];
    l[level - 1] = 1.0;
    l
}

/// The chance the carrier's own column is read: unopposed, or winning the d20 against the
/// league's average defender.
pub(super) fn carrier_wins(rating: u8, opposed: f64) -> f64 {
    let win = ((f64::from(rating) - AVERAGE_DEFENDER) / 20.0).clamp(0.0, 1.0);
    1.0 - opposed + opposed * win
}

/// The chance a named defender rated `rating` wins against the league's average carrier.
fn defender_wins(rating: u8) -> f64 {
    1.0 - ((AVERAGE_CARRIER - f64::from(rating)) / 20.0).clamp(0.0, 1.0)
}

/// The SC and PD rolls a game in each third (wild cards as the computer plays them, A71: SC in
/// N when SK is at least PS, PD in D except short-handed).
pub(super) fn matchup_rolls(card: &SkaterCard, exposure: &Exposure) -> ([f64; 3], [f64; 3]) {
    let mut sc = [0.0; 3];
    let mut pd = [0.0; 3];
    for column in ActionColumn::ALL {
        let actions = card.actions.column(column);
        let r = exposure.rolls[column.index()];
        let t = column.third();
        let wild = f64::from(actions.width(PuckAction::Wild));
        let (wild_sc, wild_pd) = match t {
            1 if card.ratings.sk >= card.ratings.ps => (wild, 0.0),
            1 => (0.0, wild),
            0 if column.strength() != Strength::ShortHanded => (0.0, wild),
            _ => (0.0, 0.0),
        };
        sc[t] += r * (f64::from(actions.width(PuckAction::Sc)) + wild_sc) / 100.0;
        pd[t] += r * (f64::from(actions.width(PuckAction::Pd)) + wild_pd) / 100.0;
    }
    (sc, pd)
}

/// Every stream of shots a card takes over an exposure.
pub(super) fn streams(card: &SkaterCard, exposure: &Exposure) -> Vec<Stream> {
    let r = &card.ratings;
    let mut out = Vec::new();
    let levels = exposure.levels;
    for (o, column) in O_COLUMNS.into_iter().enumerate() {
        let rolls = exposure.rolls[column.index()];
        let actions = card.actions.column(column);
        let strength = column.strength();
        let opposed = OPPOSED[strength.index()][2];
        let tack = if strength == Strength::PowerPlay {
            u16::from(r.man_advantage.one)
        } else {
            0
        };
        let base = Stream {
            column: Some(o),
            wild: false,
            kind: ShotKind::Wrist,
            block: Some(f64::from(r.w)),
            opposed,
            attempts: rolls * f64::from(actions.width(PuckAction::Ws)) / 100.0,
            levels,
            tack,
            rebound: REBOUND_SHARE,
        };
        out.push(base);
        out.push(Stream {
            kind: ShotKind::Slap,
            block: Some(f64::from(r.s)),
            attempts: rolls * f64::from(actions.width(PuckAction::Ss)) / 100.0,
            ..base
        });
        // The computer shoots on a wild card from levels 1-2, and from 3 with S 15 or more.
        let from_three = if r.s >= 15 { levels[2] } else { 0.0 };
        let shoot = wild_shoot(r, levels);
        let (kind, rating) = better_shot(r);
        if shoot > 0.0 {
            out.push(Stream {
                kind,
                block: Some(rating),
                wild: true,
                attempts: rolls * f64::from(actions.width(PuckAction::Wild)) / 100.0 * shoot,
                levels: [levels[0] / shoot, levels[1] / shoot, from_three / shoot],
                ..base
            });
        }
    }

    let (sc, _) = matchup_rolls(card, exposure);
    let centre = |c: &ResultColumn| {
        c.mass(|p| {
            matches!(
                p,
                PlayResult::Move {
                    movement: Move::Centre,
                    ..
                }
            )
        })
    };
    let rushes = |c: &ResultColumn| c.mass(|p| matches!(p, PlayResult::Rush { .. }));
    let even_o = OPPOSED[0][2];
    let mut rush_events = 0.0;
    // ● and ⍙ from his SK column: from D the shot comes from level 3, from N 2, from O 1.
    for (t, &rolls) in sc.iter().enumerate() {
        let wins = rolls * carrier_wins(r.sk, OPPOSED[0][t]);
        let level = 3 - t;
        let (kind, rating) = shot_from_level(r, level);
        out.push(Stream {
            column: None,
            wild: false,
            kind,
            block: Some(rating + 5.0),
            opposed: even_o,
            attempts: wins * centre(&card.sk),
            levels: one_level(level),
            tack: 5,
            rebound: 0.0,
        });
        rush_events += wins * rushes(&card.sk);
    }
    // ● passes he takes as Ⓐ (Ⓑ for the best passers), and ⍙ passes.
    let template = pass_template();
    let centre_passes: f64 = (0..4)
        .map(|k| exposure.received[k] * template.centre[k])
        .sum();
    for (li, &share) in CENTRE_PASS_LEVELS.iter().enumerate() {
        let level = li + 1;
        let (kind, rating) = shot_from_level(r, level);
        out.push(Stream {
            column: None,
            wild: false,
            kind,
            block: Some(rating + 5.0),
            opposed: even_o,
            attempts: centre_passes * share,
            levels: one_level(level),
            tack: 5,
            rebound: 0.0,
        });
    }
    rush_events += (0..4)
        .map(|k| exposure.received[k] * template.rush[k])
        .sum::<f64>();
    // ♢ when forechecking: a shot at once, no block, where the d20 drops the puck.
    let steals = exposure.defends.forecheck_pd
        * defender_wins(r.df)
        * card.df.mass(|p| p == PlayResult::StealShoot)
        + exposure.defends.forecheck_sc
            * defender_wins(r.ch)
            * card.ch.mass(|p| p == PlayResult::StealShoot);
    for (li, &share) in STEAL_LEVELS.iter().enumerate() {
        let level = li + 1;
        let kind = if level == 3 {
            ShotKind::Slap
        } else {
            ShotKind::Wrist
        };
        out.push(Stream {
            column: None,
            wild: false,
            kind,
            block: None,
            opposed: 0.0,
            attempts: steals * share,
            levels: one_level(level),
            tack: 0,
            rebound: 0.0,
        });
    }
    // Rushes he carries: breakaways (B tack-on, from M1, no defender) and rushes whose string
    // ends with him.
    let odds = rush_odds(r.sp);
    out.push(Stream {
        column: None,
        wild: false,
        kind: ShotKind::Breakaway,
        block: None,
        opposed: 0.0,
        attempts: rush_events * odds[0],
        levels: one_level(1),
        tack: u16::from(r.b),
        rebound: 0.0,
    });
    for (k, &rush) in RUSHES.iter().enumerate() {
        out.push(Stream {
            column: None,
            wild: false,
            kind: ShotKind::Wrist,
            block: Some(f64::from(r.w)),
            opposed: rush_opposed(rush),
            attempts: rush_events * odds[k + 1] * string_end(rush, exposure.slot, exposure.slot),
            levels: one_level(1),
            tack: 0,
            rebound: 0.0,
        });
    }
    out.push(Stream {
        column: None,
        wild: false,
        kind: ShotKind::Wrist,
        block: Some(f64::from(r.w)),
        opposed: STRING_OPPOSED,
        attempts: exposure.string_shots,
        levels: one_level(1),
        tack: 0,
        rebound: 0.0,
    });
    out.retain(|s| s.attempts > 0.0 || s.column.is_some());
    out
}

pub(super) const O_COLUMNS: [ActionColumn; 3] = [
    ActionColumn::OffensiveEven,
    ActionColumn::OffensivePowerPlay,
    ActionColumn::OffensiveShortHanded,
];

/// The shots on goal he tips (credited to him, A70): level 1 of the zone, his TP added; the
/// zones as the shooters aim, taken as evenly spread.
pub(super) fn tip_ledger(card: &SkaterCard, exposure: &Exposure) -> ShotLedger {
    let mut ledger = ShotLedger::default();
    for z in 0..25u8 {
        ledger.add(
            ShotKey {
                aim: Aim::Zone(z),
                level: 1,
                tack: u16::from(card.ratings.tp),
                rebound: false,
            },
            exposure.tips / 25.0,
        );
    }
    ledger
}

/// Penalty minutes a game: his PN actions and his ☢ cells, and what the league's other cards
/// put on him (see the module doc).
pub(super) fn expected_pim(card: &SkaterCard, exposure: &Exposure) -> f64 {
    let (m_off, m_def) = chart_minutes();
    let r = &card.ratings;
    let pn_actions: f64 = ActionColumn::ALL
        .iter()
        .map(|c| {
            exposure.rolls[c.index()] * f64::from(card.actions.column(*c).width(PuckAction::Pn))
        })
        .sum::<f64>()
        / 100.0;
    let penalty = |c: &ResultColumn| c.mass(|p| p == PlayResult::Penalty);
    let d = &exposure.defends;
    let own_cells = (d.pd * defender_wins(r.df) + d.pd_short * defender_wins(r.pk))
        * penalty(&card.df)
        + (d.sc * defender_wins(r.ch) + d.sc_short * defender_wins(r.pk)) * penalty(&card.ch);
    // Losing a matchup as the carrier to a defender whose column shows ☢.
    let (sc, pd) = matchup_rolls(card, exposure);
    let mut lost = 0.0;
    for t in 0..3 {
        let opposed = OPPOSED[0][t];
        lost += pd[t]
            * opposed
            * (1.0 - ((f64::from(r.ps) - AVERAGE_DEFENDER) / 20.0).clamp(0.0, 1.0))
            * AVERAGE_DF_PENALTY;
        lost += sc[t]
            * opposed
            * (1.0 - ((f64::from(r.sk) - AVERAGE_DEFENDER) / 20.0).clamp(0.0, 1.0))
            * AVERAGE_CH_PENALTY;
    }
    (pn_actions + lost) * m_off + (own_cells + exposure.penalty_named) * m_def
}

/// What a card gives back a game over `exposure`, against goalies averaged in `goalies`.
pub fn expected_per_game(
    card: &SkaterCard,
    exposure: &Exposure,
    goalies: &GoalieAverage,
) -> Expected {
    // Weights gathered densely by (aim, level, tack, rebound), then kept where not zero.
    let tacks = usize::from(goalie::TACK_MAX) + 1;
    let slot = |k: &ShotKey| {
        let aim = match k.aim {
            Aim::Zone(z) => usize::from(z),
            Aim::Plan => 25,
        };
        ((aim * 3 + usize::from(k.level - 1)) * tacks + usize::from(k.tack.min(goalie::TACK_MAX)))
            * 2
            + usize::from(k.rebound)
    };
    let mut dense = vec![0.0; 26 * 3 * tacks * 2];
    let mut keys: Vec<Option<ShotKey>> = vec![None; dense.len()];
    for stream in streams(card, exposure) {
        let through = stream.through() * stream.attempts;
        if through <= 0.0 {
            continue;
        }
        let mut aims = [0.0; 27];
        for b in 1..=6u8 {
            for w in 1..=6u8 {
                let p = stream.kind.face_odds(b) * stream.kind.face_odds(w);
                aims[target_code(card.shot.read(b, w))] += p;
            }
        }
        for (code, &p) in aims.iter().enumerate().take(26) {
            if p == 0.0 {
                continue;
            }
            visit_target(
                &card.drift,
                exposure.slot,
                &stream,
                target_of(code),
                |k, x| {
                    let i = slot(&k);
                    dense[i] += x * p * through;
                    keys[i] = Some(k);
                },
            );
        }
    }
    let mut ledger = ShotLedger::default();
    for (k, w) in keys.iter().zip(&dense) {
        if let Some(k) = k {
            ledger.add(*k, *w);
        }
    }
    ledger.merge(&tip_ledger(card, exposure));
    Expected {
        shots: ledger.total(),
        goals: ledger.goals(goalies),
        assists: expected_assists(card.ratings.assist, &exposure.assist_chances),
        pim: expected_pim(card, exposure),
        ledger,
    }
}
