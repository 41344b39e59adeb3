//! The team on the ice as the nominal model sees it: groups, stints, shares and exposures.

use super::*;

/// One skater as the nominal model sees him.
#[derive(Debug, Clone)]
pub(super) struct Mate {
    id: String,
    position: Position,
    pub(super) ratings: SkaterRatings,
    /// Minutes a game played at even strength, on the power play, short-handed.
    minutes: [f64; 3],
    /// His line's shots on goal and goals a game, split by strength.
    pub(super) shots: [f64; 3],
    pub(super) goals: [f64; 3],
    assists: f64,
    /// What his penalty minutes a game are aimed at, over his line's (the correction).
    pub(super) pim_factor: f64,
}

/// A group on the ice: mate indices and their slots (1 LW, 2 C, 3 RW, 4 and 5 D).
#[derive(Debug, Clone)]
struct Group {
    members: Vec<(usize, u8)>,
}

/// One stint of a player: the group, its strength and his minutes in it a game.
struct Stint {
    group: Group,
    strength: Strength,
    minutes: f64,
}

/// The team as the nominal model plays it: every skater's ratings and targets, the lines and
/// pairs with their usage, and the special-teams units.
pub struct TeamContext {
    pub(super) mates: Vec<Mate>,
    pub(super) lines: Vec<[usize; 3]>,
    pub(super) line_weight: Vec<f64>,
    pub(super) pairs: Vec<[usize; 2]>,
    pub(super) pair_weight: Vec<f64>,
    pub(super) pp_unit: Vec<usize>,
    pub(super) pk_unit: Vec<usize>,
}

fn slot_of(position: Position) -> u8 {
    match position {
        Position::LeftWing => 1,
        Position::Centre => 2,
        Position::RightWing => 3,
        _ => 4,
    }
}

/// Slots for a unit: each at his position's slot if free, the defencemen at 4 then 5, the rest
/// in the free slots in order.
fn unit_slots(members: &[(usize, Position)]) -> Vec<(usize, u8)> {
    let mut taken = [false; 6];
    let mut out: Vec<(usize, u8)> = Vec::new();
    let mut later = Vec::new();
    for &(i, position) in members {
        let want = slot_of(position);
        let free = if want == 4 {
            [4u8, 5].into_iter().find(|&s| !taken[usize::from(s)])
        } else {
            (!taken[usize::from(want)]).then_some(want)
        };
        match free {
            Some(s) => {
                taken[usize::from(s)] = true;
                out.push((i, s));
            }
            None => later.push(i),
        }
    }
    for i in later {
        if let Some(s) = (1..=5u8).find(|&s| !taken[usize::from(s)]) {
            taken[usize::from(s)] = true;
            out.push((i, s));
        }
    }
    out
}

impl TeamContext {
    /// The context of a team, with `extra` (a player not on its roster) added.
    pub fn of(team: &LeagueTeam) -> TeamContext {
        TeamContext::with(team, None, None, false)
    }

    /// The context with each player's targets scaled by `corrections` (see [`Corrections`]):
    /// version 2's cards.
    pub fn corrected(team: &LeagueTeam, corrections: &Corrections) -> TeamContext {
        TeamContext::with(team, None, Some(corrections), false)
    }

    /// As [`TeamContext::corrected`], and each player's recipient value G(yy) follows his
    /// corrected shots: version 3's cards. A skater whose O columns are already all shots can
    /// only shoot more by getting the puck more, and G(yy) is what ranks the passes he gets.
    pub fn shot_fitted(team: &LeagueTeam, corrections: &Corrections) -> TeamContext {
        TeamContext::with(team, None, Some(corrections), true)
    }

    /// As [`TeamContext::shot_fitted`], the forwards dressed across positions (version 8): the
    /// most-used forwards dress, a centre on a wing a listed winger can't fill, so a team's top
    /// scorers are never scratched for his listed position.
    pub fn shot_fitted_across(team: &LeagueTeam, corrections: &Corrections) -> TeamContext {
        TeamContext::dressed(
            team,
            None,
            Some(corrections),
            true,
            Dressing::AcrossPositions,
        )
    }

    fn with(
        team: &LeagueTeam,
        extra: Option<(&Player, &SkaterLine)>,
        corrections: Option<&Corrections>,
        recipients_follow_shots: bool,
    ) -> TeamContext {
        let dressing = Dressing::ByListedPosition;
        TeamContext::dressed(team, extra, corrections, recipients_follow_shots, dressing)
    }

    fn dressed(
        team: &LeagueTeam,
        extra: Option<(&Player, &SkaterLine)>,
        corrections: Option<&Corrections>,
        recipients_follow_shots: bool,
        dressing: Dressing,
    ) -> TeamContext {
        let games = f64::from(team.record.games.max(1));
        let mut skaters: Vec<(&Player, &SkaterLine)> = team.skaters().collect();
        if let Some(x) = extra {
            skaters.push(x);
        }
        let pp_minutes = f64::from(team.record.power_play_chances) / games * PP_MINUTES_PER_CHANCE;
        let sh_minutes = f64::from(team.record.times_short_handed) / games * PP_MINUTES_PER_CHANCE;
        let mut mates: Vec<Mate> = skaters
            .iter()
            .map(|(p, l)| Mate {
                id: p.id.clone(),
                position: p.position,
                ratings: base_ratings(p, l, team.record.games),
                minutes: [l.toi_minutes(), 0.0, 0.0],
                shots: [0.0; 3],
                goals: [0.0; 3],
                assists: per(f64::from(l.assists), f64::from(l.games)),
                pim_factor: 1.0,
            })
            .collect();
        // Special-teams units (A24): the five best by power-play points a game and the four best
        // PK ratings, among players with 10 games or more (ties by ice time, then id).
        let eligible: Vec<usize> = (0..skaters.len())
            .filter(|&i| skaters[i].1.games >= 10)
            .collect();
        let mut by_pp = eligible.clone();
        let pp_points = |i: usize| {
            let l = skaters[i].1;
            per(
                f64::from(l.power_play_goals + l.power_play_assists),
                f64::from(l.games),
            )
        };
        by_pp.sort_by(|&a, &b| {
            pp_points(b)
                .total_cmp(&pp_points(a))
                .then(skaters[b].1.toi_seconds.cmp(&skaters[a].1.toi_seconds))
                .then(skaters[a].0.id.cmp(&skaters[b].0.id))
        });
        let pp_unit: Vec<usize> = by_pp.into_iter().take(5).collect();
        let mut by_pk = eligible;
        by_pk.sort_by(|&a, &b| {
            mates[b]
                .ratings
                .pk
                .cmp(&mates[a].ratings.pk)
                .then(skaters[b].1.toi_seconds.cmp(&skaters[a].1.toi_seconds))
                .then(skaters[a].0.id.cmp(&skaters[b].0.id))
        });
        let pk_unit: Vec<usize> = by_pk.into_iter().take(4).collect();
        for (i, mate) in mates.iter_mut().enumerate() {
            let l = skaters[i].1;
            let toi = l.toi_minutes();
            let pp = if pp_unit.contains(&i) {
                pp_minutes
            } else {
                0.0
            };
            let sh = if pk_unit.contains(&i) {
                sh_minutes
            } else {
                0.0
            };
            mate.minutes = [(toi - pp - sh).max(0.35 * toi), pp, sh];
            let (shots, goals) = strength_split(l, mate.minutes);
            let factor = corrections
                .and_then(|c| c.of(&mate.id))
                .unwrap_or(Correction::NONE);
            mate.shots = shots.map(|x| x * factor.shots);
            if recipients_follow_shots {
                let shots60 = per_60(l, l.shots) * factor.shots;
                mate.ratings.recipient = clamp_round(1.5 * shots60, 1.0, 20.0) as u8;
            }
            mate.goals = goals.map(|x| x * factor.goals);
            mate.assists *= factor.assists;
            mate.pim_factor = factor.pim;
        }
        // Lines and pairs, as the league dresses them.
        let index = |id: &str| skaters.iter().position(|(p, _)| p.id == id);
        let lines_of = team.lines_dressed(dressing);
        let lines: Vec<[usize; 3]> = lines_of
            .forwards
            .iter()
            .filter_map(|f| {
                Some([
                    index(&f.left_wing.id)?,
                    index(&f.centre.id)?,
                    index(&f.right_wing.id)?,
                ])
            })
            .collect();
        let pairs: Vec<[usize; 2]> = lines_of
            .defence
            .iter()
            .filter_map(|d| Some([index(&d.first.id)?, index(&d.second.id)?]))
            .collect();
        let usage = |members: &[usize]| {
            members
                .iter()
                .map(|&i| mates[i].minutes[0] * f64::from(skaters[i].1.games))
                .sum::<f64>()
        };
        let normalise = |w: Vec<f64>| {
            let t: f64 = w.iter().sum();
            w.iter()
                .map(|x| if t > 0.0 { x / t } else { 1.0 / w.len() as f64 })
                .collect::<Vec<f64>>()
        };
        let line_weight = normalise(lines.iter().map(|l| usage(l)).collect());
        let pair_weight = normalise(pairs.iter().map(|p| usage(p)).collect());
        let mut ctx = TeamContext {
            mates,
            lines,
            line_weight,
            pairs,
            pair_weight,
            pp_unit,
            pk_unit,
        };
        ctx.solve_assist_ratings();
        ctx
    }

    pub(super) fn index(&self, id: &str) -> Option<usize> {
        self.mates.iter().position(|m| m.id == id)
    }

    /// A rostered skater's nominal exposure a game he plays.
    pub fn exposure_of(&self, id: &str) -> Option<Exposure> {
        self.index(id).map(|i| self.exposure(i))
    }

    fn unit_group(&self, unit: &[usize]) -> Group {
        let members: Vec<(usize, Position)> =
            unit.iter().map(|&i| (i, self.mates[i].position)).collect();
        Group {
            members: unit_slots(&members),
        }
    }

    /// Where and how long player `i` plays a game.
    fn stints(&self, i: usize) -> Vec<Stint> {
        let mate = &self.mates[i];
        let mut out = Vec::new();
        let es = mate.minutes[0];
        let forward_group = |line: [usize; 3], pair: [usize; 2]| Group {
            members: vec![
                (line[0], 1),
                (line[1], 2),
                (line[2], 3),
                (pair[0], 4),
                (pair[1], 5),
            ],
        };
        if !self.lines.is_empty() && !self.pairs.is_empty() {
            let line = self.lines.iter().position(|l| l.contains(&i));
            let pair = self.pairs.iter().position(|p| p.contains(&i));
            if let Some(k) = line {
                for (p, w) in self.pairs.iter().zip(&self.pair_weight) {
                    out.push((forward_group(self.lines[k], *p), es * w));
                }
            } else if let Some(k) = pair {
                for (l, w) in self.lines.iter().zip(&self.line_weight) {
                    out.push((forward_group(*l, self.pairs[k]), es * w));
                }
            } else if mate.position == Position::Defence {
                // A spare defenceman stands in on the last pair.
                let mut p = self.pairs[self.pairs.len() - 1];
                p[1] = i;
                for (l, w) in self.lines.iter().zip(&self.line_weight) {
                    out.push((forward_group(*l, p), es * w));
                }
            } else {
                // A spare forward stands in at his position on the last line.
                let mut l = self.lines[self.lines.len() - 1];
                l[usize::from(slot_of(mate.position)).clamp(1, 3) - 1] = i;
                for (p, w) in self.pairs.iter().zip(&self.pair_weight) {
                    out.push((forward_group(l, *p), es * w));
                }
            }
        } else {
            out.push((
                Group {
                    members: vec![(i, slot_of(mate.position))],
                },
                es,
            ));
        }
        let mut stints: Vec<Stint> = out
            .into_iter()
            .map(|(group, minutes)| Stint {
                group,
                strength: Strength::Even,
                minutes,
            })
            .collect();
        if self.pp_unit.contains(&i) && mate.minutes[1] > 0.0 {
            stints.push(Stint {
                group: self.unit_group(&self.pp_unit),
                strength: Strength::PowerPlay,
                minutes: mate.minutes[1],
            });
        }
        if self.pk_unit.contains(&i) && mate.minutes[2] > 0.0 {
            stints.push(Stint {
                group: self.unit_group(&self.pk_unit),
                strength: Strength::ShortHanded,
                minutes: mate.minutes[2],
            });
        }
        stints
    }

    /// Rank (0 = Ⓐ) of `to` among the group's others as `from` sees them: recipient value
    /// high to low, ties to the lower slot.
    fn rank(&self, group: &Group, from: usize, to: usize) -> usize {
        let value = |k: usize| {
            let (i, slot) = group.members[k];
            (std::cmp::Reverse(self.mates[i].ratings.recipient), slot)
        };
        let mut others: Vec<usize> = (0..group.members.len()).filter(|&k| k != from).collect();
        others.sort_by_key(|&k| value(k));
        others.iter().position(|&k| k == to).unwrap_or(0)
    }

    /// Who has the puck: each member's share of the group's rolls (the module doc's chain). A
    /// pass goes by the average PS column: to a rank among the passer's teammates, or back to
    /// the defenceman at slot 4 or 5 (to himself: he keeps it); a pass to nobody on the ice is
    /// a loose puck, which starts evenly like the rest.
    fn shares(&self, group: &Group) -> Vec<f64> {
        let n = group.members.len();
        let template = pass_template();
        // pass[j][i]: the chance a pass by member j reaches member i.
        let mut pass = vec![vec![0.0; n]; n];
        for (j, row) in pass.iter_mut().enumerate() {
            for (i, x) in row.iter_mut().enumerate() {
                let slot = usize::from(group.members[i].1.min(5));
                *x = template.mate[slot];
                if i != j {
                    let r = self.rank(group, j, i);
                    if r < 4 {
                        *x += template.rank[r];
                    }
                }
            }
        }
        let mut s = vec![1.0 / n as f64; n];
        for _ in 0..60 {
            let lost: f64 = (0..n)
                .map(|j| s[j] * (1.0 - pass[j].iter().sum::<f64>()))
                .sum();
            let even = ((1.0 - PASS_SOURCE) + PASS_SOURCE * lost) / n as f64;
            let mut next = vec![even; n];
            for j in 0..n {
                for (i, x) in next.iter_mut().enumerate() {
                    *x += PASS_SOURCE * s[j] * pass[j][i];
                }
            }
            s = next;
        }
        s
    }

    /// The member of `group` (index into members) who tips `shooter`'s shots as ⓐ: the highest
    /// TP of the others, ties to the lower slot.
    fn top_tipper(&self, group: &Group, shooter: usize) -> Option<usize> {
        (0..group.members.len())
            .filter(|&k| k != shooter)
            .min_by_key(|&k| {
                let (i, slot) = group.members[k];
                (std::cmp::Reverse(self.mates[i].ratings.tp), slot)
            })
    }

    /// Assist chances of mate `i`: goals a game by each teammate with him, and the others'
    /// assist ratings at that moment.
    fn assist_chances(&self, i: usize) -> Vec<AssistChance> {
        let mut out = Vec::new();
        for stint in self.stints(i) {
            let s = stint.strength.index();
            for &(j, _) in &stint.group.members {
                if j == i {
                    continue;
                }
                let m = &self.mates[j];
                let rate = per(m.goals[s], m.minutes[s]);
                let goals = rate * stint.minutes;
                if goals <= 0.0 {
                    continue;
                }
                let others = stint
                    .group
                    .members
                    .iter()
                    .filter(|&&(k, _)| k != i && k != j)
                    .map(|&(k, _)| self.mates[k].ratings.assist)
                    .collect();
                out.push(AssistChance { goals, others });
            }
        }
        out
    }

    /// The assist ratings, each the one whose expected assists are nearest his line, with the
    /// teammates' ratings from the round before (a few rounds settle them).
    fn solve_assist_ratings(&mut self) {
        for _ in 0..4 {
            let ratings: Vec<u8> = (0..self.mates.len())
                .map(|i| {
                    let chances = self.assist_chances(i);
                    let want = self.mates[i].assists;
                    let err = |r: u8| (expected_assists(r, &chances) - want).abs();
                    (0..=ASSIST_MAX)
                        .map(|r| (err(r), r))
                        .min_by(|a, b| a.0.total_cmp(&b.0))
                        .map_or(1, |(_, r)| r)
                })
                .collect();
            for (m, r) in self.mates.iter_mut().zip(ratings) {
                m.ratings.assist = r;
            }
        }
    }

    /// The nominal exposure of mate `i` (see [`Exposure`]).
    pub(super) fn exposure(&self, i: usize) -> Exposure {
        let mate = &self.mates[i];
        let mut e = Exposure {
            levels: if mate.position == Position::Defence {
                LEVELS_DEFENCE
            } else {
                LEVELS_FORWARD
            },
            slot: slot_of(mate.position),
            ..Exposure::default()
        };
        let mut slot_minutes = [0.0; 6];
        for stint in self.stints(i) {
            let st = stint.strength.index();
            let group = &stint.group;
            let Some(me) = group.members.iter().position(|&(k, _)| k == i) else {
                continue;
            };
            let my_slot = group.members[me].1;
            slot_minutes[usize::from(my_slot)] += stint.minutes;
            let shares = self.shares(group);
            let rolls = stint.minutes * ROLLS_PER_MIN[st];
            for (t, share) in THIRDS[st].iter().enumerate() {
                let column = column_at(t, stint.strength);
                e.rolls[column.index()] += rolls * shares[me] * share;
            }
            let template = pass_template();
            for (k, &(j, slot)) in group.members.iter().enumerate() {
                if k == me {
                    continue;
                }
                let mj = &self.mates[j];
                // Passes he takes from k, by his rank in k's eyes.
                if stint.strength != Strength::ShortHanded {
                    let r = self.rank(group, k, me);
                    if r < 4 {
                        e.received[r] += rolls * PASS_SOURCE * shares[k] * template.rank[r];
                    }
                }
                // Rush strings of k's rushes that end on him (even strength).
                if stint.strength == Strength::Even {
                    let events = rolls * shares[k] * RUSH_PER_ROLL;
                    e.string_shots += events * string_end_share(mj.ratings.sp, slot, my_slot);
                }
                // Tips of k's shots on goal.
                if stint.strength != Strength::ShortHanded {
                    let on_goal = per(mj.shots[st], mj.minutes[st]) * stint.minutes;
                    if self.top_tipper(group, k) == Some(me) {
                        e.tips += on_goal
                            * if mj.position == Position::Defence {
                                TIPS_PER_SHOT_DEFENCE[0]
                            } else {
                                TIPS_PER_SHOT_FORWARD
                            };
                    }
                    if mj.position == Position::Defence && my_slot == 2 {
                        e.tips += on_goal * TIPS_PER_SHOT_DEFENCE[1];
                    }
                }
            }
            // Defending: the other team's rolls while he is on.
            let (opp, forecheckers) = match stint.strength {
                Strength::Even => (0, 2),
                Strength::PowerPlay => (2, 2),
                Strength::ShortHanded => (1, 1),
            };
            let opp_rolls = stint.minutes * ROLLS_PER_MIN[opp];
            let mine = if stint.strength == Strength::ShortHanded {
                4.0
            } else {
                5.0
            };
            e.penalty_named += opp_rolls * AVERAGE_PN_RATE / mine;
            for (t, share) in THIRDS[opp].iter().enumerate() {
                let present = match (t, my_slot <= forecheckers) {
                    (0, true) => 1.0,
                    (0, false) => 0.0,
                    (_, true) => P_BACK,
                    (_, false) => 1.0,
                };
                let named = opp_rolls * share * present / 6.0;
                let (pd, sc) = (named * OPPONENT_PD[t], named * OPPONENT_SC[t]);
                if stint.strength == Strength::ShortHanded {
                    e.defends.pd_short += pd;
                    e.defends.sc_short += sc;
                } else {
                    e.defends.pd += pd;
                    e.defends.sc += sc;
                    if t == 0 {
                        e.defends.forecheck_pd += pd;
                        e.defends.forecheck_sc += sc;
                    }
                }
            }
        }
        if let Some(slot) = (1..=5u8)
            .max_by(|&a, &b| slot_minutes[usize::from(a)].total_cmp(&slot_minutes[usize::from(b)]))
            && slot_minutes[usize::from(slot)] > 0.0
        {
            e.slot = slot;
        }
        e.assist_chances = self.assist_chances(i);
        e
    }
}

fn column_at(third: usize, strength: Strength) -> ActionColumn {
    use super::super::rink::Third;
    let t = [Third::Defensive, Third::Neutral, Third::Offensive][third.min(2)];
    ActionColumn::of(t, strength)
}

/// The chance of each rush outcome (breakaway, 3 on 2, 2 on 1, 3 on 1, advancement) for a
/// carrier with speed `sp` against a normal defence.
pub(super) fn rush_odds(sp: u8) -> [f64; 5] {
    let mut odds = [0.0; 5];
    for d20 in 1..=20u8 {
        let k = match charts::rush(sp, 0, d20) {
            charts::Rush::Breakaway => 0,
            charts::Rush::ThreeOnTwo => 1,
            charts::Rush::TwoOnOne => 2,
            charts::Rush::ThreeOnOne => 3,
            charts::Rush::Advance => 4,
        };
        odds[k] += 0.05;
    }
    odds
}

pub(super) const RUSHES: [charts::Rush; 3] = [
    charts::Rush::ThreeOnTwo,
    charts::Rush::TwoOnOne,
    charts::Rush::ThreeOnOne,
];

/// The chance a rush of type `rush` carried from slot `handler` ends with the shot of the
/// player in slot `shooter` (the coloured d10 picks the string).
pub(super) fn string_end(rush: charts::Rush, handler: u8, shooter: u8) -> f64 {
    (0..10u8)
        .filter(|&c| {
            // The model reads the strings as versions 1-4 play them for every version: the
            // cards stay the same, and version 5's change moves only 2 rows in 10 for two
            // carriers.
            let (string, _) = charts::rush_play(rush, c, 0, handler, false);
            match string.last() {
                Some(charts::RushMan::Handler) | None => handler == shooter,
                Some(charts::RushMan::Mate(n)) => *n == shooter,
            }
        })
        .count() as f64
        / 10.0
}

/// Rush shots per rush event carried from slot `handler` (speed `sp`) taken by `shooter`.
fn string_end_share(sp: u8, handler: u8, shooter: u8) -> f64 {
    let odds = rush_odds(sp);
    RUSHES
        .iter()
        .enumerate()
        .map(|(k, &r)| odds[k + 1] * string_end(r, handler, shooter))
        .sum()
}

/// The chance a rush's shot meets a blocker: the white d10 names one on rows 0-5 (3 on 2), 0-3
/// (2 on 1), 0-1 (3 on 1).
pub(super) fn rush_opposed(rush: charts::Rush) -> f64 {
    (0..10u8)
        .filter(|&w| charts::rush_play(rush, 0, w, 1, false).1.is_some())
        .count() as f64
        / 10.0
}

/// A line's shots and goals a game split into even strength, power play and short-handed for a
/// player with `minutes` at each: his power-play goals if he is on the power-play unit (else
/// they are scored at even strength), likewise short-handed; shots by half his goal split and
/// half his time there (power-play minutes count 1.6 times for shots, short-handed 0.35).
fn strength_split(line: &SkaterLine, minutes: [f64; 3]) -> ([f64; 3], [f64; 3]) {
    let games = f64::from(line.games);
    let pg = |x: u32| per(f64::from(x), games);
    let goals = pg(line.goals);
    let pp_goals = if minutes[1] > 0.0 {
        pg(line.power_play_goals)
    } else {
        0.0
    };
    let sh_goals = if minutes[2] > 0.0 {
        pg(line.short_handed_goals)
    } else {
        0.0
    };
    let goal_split = [(goals - pp_goals - sh_goals).max(0.0), pp_goals, sh_goals];
    let weighted = [minutes[0], 1.6 * minutes[1], 0.35 * minutes[2]];
    let total: f64 = weighted.iter().sum();
    let shots = pg(line.shots);
    let mut shot_split = [0.0; 3];
    for s in 1..3 {
        let time = per(weighted[s], total);
        let share = if line.goals >= 3 && minutes[s] > 0.0 {
            0.5 * per(goal_split[s], goals) + 0.5 * time
        } else {
            time
        };
        shot_split[s] = shots * share.min(0.6);
    }
    shot_split[0] = (shots - shot_split[1] - shot_split[2]).max(0.0);
    (shot_split, goal_split)
}

/// The chance a player rated `mine` gets an assist on a goal, with the others of the scoring
/// team on the ice rated `others` (A9's tables; he is listed first among equal ratings).
pub fn assist_probability(mine: u8, others: &[u8]) -> f64 {
    let mut list: Vec<(u8, bool)> = vec![(mine, true)];
    list.extend(others.iter().map(|&r| (r, false)));
    list.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
    let slices = |list: &[(u8, bool)], second: bool| -> Vec<f64> {
        let total: u8 = list.iter().map(|x| x.0).sum();
        let mut run = 0u16;
        list.iter()
            .map(|&(r, _)| {
                let v = if second {
                    charts::second_assist_value(r, total)
                } else {
                    charts::first_assist_value(r, total)
                };
                let before = run.min(20);
                run += u16::from(v);
                f64::from(run.min(20) - before) / 20.0
            })
            .collect()
    };
    let first = slices(&list, false);
    let mut p = 0.0;
    for (k, &(_, is_me)) in list.iter().enumerate() {
        if is_me {
            p += first[k];
        } else {
            let rest: Vec<(u8, bool)> = list
                .iter()
                .enumerate()
                .filter(|&(m, _)| m != k)
                .map(|(_, &x)| x)
                .collect();
            let second = slices(&rest, true);
            if let Some(m) = rest.iter().position(|x| x.1) {
                p += first[k] * second[m];
            }
        }
    }
    p
}

pub(super) fn expected_assists(rating: u8, chances: &[AssistChance]) -> f64 {
    chances
        .iter()
        .map(|c| c.goals * assist_probability(rating, &c.others))
        .sum()
}

/// Goals a game a teammate scores while the player is on, and the assist ratings of the others
/// on the ice then.
#[derive(Debug, Clone, PartialEq)]
pub struct AssistChance {
    pub goals: f64,
    pub others: Vec<u8>,
}

/// Matchups a game in which the player is the named defender, in the puck's third.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Defends {
    /// Against PD (his DF) and SC (his CH), at even strength and on his power play.
    pub pd: f64,
    pub sc: f64,
    /// Short-handed (his PK decides, his DF or CH column is read).
    pub pd_short: f64,
    pub sc_short: f64,
    /// The part of `pd` and `sc` in the other team's defensive zone (he is forechecking: a ♢
    /// there is a shot).
    pub forecheck_pd: f64,
    pub forecheck_sc: f64,
}

/// What the nominal game gives a player a game he plays (see the module doc).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Exposure {
    /// Action rolls with the puck, by column ([`ActionColumn::ALL`] order).
    pub rolls: [f64; 7],
    /// Rolls reached by a teammate's pass aimed at him as Ⓐ, Ⓑ, Ⓒ, Ⓓ (even strength and power
    /// play): the ● and ⍙ passes among them are his shots and rushes.
    pub received: [f64; 4],
    /// Shots he takes at the end of teammates' rush strings.
    pub string_shots: f64,
    /// Teammates' shots on goal he tips.
    pub tips: f64,
    pub defends: Defends,
    /// Opponents' PN actions that name him (the d6p, re-rolled until it finds a man on the ice).
    pub penalty_named: f64,
    pub assist_chances: Vec<AssistChance>,
    /// Levels 1-3 of his O-zone shots.
    pub levels: [f64; 3],
    /// His usual slot (1-5).
    pub slot: u8,
}

/// A player's nominal exposure a game in his team (he need not be on its roster).
pub fn nominal_exposure(player: &Player, line: &SkaterLine, team: &LeagueTeam) -> Exposure {
    let ctx = context_for(player, line, team);
    match ctx.index(&player.id) {
        Some(i) => ctx.exposure(i),
        None => Exposure::default(),
    }
}

pub(super) fn context_for(player: &Player, line: &SkaterLine, team: &LeagueTeam) -> TeamContext {
    if team.roster.iter().any(|p| p.id == player.id) {
        TeamContext::of(team)
    } else {
        TeamContext::with(team, Some((player, line)), None, false)
    }
}
