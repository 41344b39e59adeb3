//! Lines and the bench: lineups, recombining, extra attackers, sitting out, stand-ins and line changes.

use super::*;

/// The position a slot asks for.
pub(super) fn slot_position(slot: Slot) -> Option<Position> {
    match slot {
        1 => Some(Position::LeftWing),
        2 => Some(Position::Centre),
        3 => Some(Position::RightWing),
        4 | 5 => Some(Position::Defence),
        _ => None,
    }
}

/// Members seated in the allowed slots: each in the first of `wants(k, position)` (the k-th
/// member's places) that is allowed and free, the rest in the free slots in order; extras
/// beyond the slots sit.
fn seat(
    members: &[(u8, Position)],
    allowed: &[Slot],
    wants: impl Fn(usize, Position) -> Vec<Slot>,
) -> [Option<u8>; 6] {
    let mut out = [None; 6];
    let mut later = Vec::new();
    for (k, &(i, position)) in members.iter().enumerate() {
        match wants(k, position)
            .into_iter()
            .find(|&s| allowed.contains(&s) && out[usize::from(s - 1)].is_none())
        {
            Some(s) => out[usize::from(s - 1)] = Some(i),
            None => later.push(i),
        }
    }
    for i in later {
        if let Some(&s) = allowed.iter().find(|&&s| out[usize::from(s - 1)].is_none()) {
            out[usize::from(s - 1)] = Some(i);
        }
    }
    out
}

/// A coach's line and pair (or power-play unit) placed in the allowed slots in his order (LW,
/// C, RW, LD, RD); one whose slot is not allowed (a penalty, 3 on 3) goes to the first free one.
fn place_in_order(members: &[(u8, Position)], allowed: &[Slot]) -> [Option<u8>; 6] {
    seat(members, allowed, |k, _| {
        if k < 5 { vec![k as Slot + 1] } else { vec![] }
    })
}

/// A coach's penalty-killing unit in its places F, F, LD, RD (version 7, FS-3): a forward
/// place takes the man's own wing or centre when it is free, else the first free forward slot.
fn place_penalty_kill(members: &[(u8, Position)], allowed: &[Slot]) -> [Option<u8>; 6] {
    seat(members, allowed, |k, position| match k {
        0 | 1 => position_slots(position)
            .into_iter()
            .filter(|&s| s <= 3)
            .chain([1, 2, 3])
            .collect(),
        2 => vec![4],
        3 => vec![5],
        _ => vec![],
    })
}

/// The slots a position plays: a forward's own, a defenceman's 4 then 5.
fn position_slots(position: Position) -> Vec<Slot> {
    match position {
        Position::LeftWing => vec![1],
        Position::Centre => vec![2],
        Position::RightWing => vec![3],
        _ => vec![4, 5],
    }
}

/// Members placed in the allowed slots: each at his position's slot when free (defencemen at
/// 4 then 5), the rest in the free slots in order; extras beyond the slots sit.
fn place(members: &[(u8, Position)], allowed: &[Slot]) -> [Option<u8>; 6] {
    seat(members, allowed, |_, position| position_slots(position))
}

impl FourthStreet {
    pub(super) fn deployment(&self, team: Team) -> &Deployment {
        &self.sheets[team].deployment
    }

    pub(in crate::games::fourth_street) fn is_out(&self, team: Team, player: u8) -> bool {
        self.out
            .iter()
            .any(|o| o.team == team && !o.goalie && o.player == player)
            || self
                .penalties
                .iter()
                .any(|p| p.team == team && p.player == player)
    }

    /// The group's skaters with their positions, replacing anyone hurt or in the box by a
    /// player of the same kind who is free (A56).
    fn group_members(&self, team: Team, group: Group) -> Vec<(u8, Position)> {
        let d = self.deployment(team);
        let skaters = &self.sheets[team].skaters;
        let n = skaters.len() as u8;
        let listed: Vec<u8> = match group {
            Group::Lines { line, pair } => {
                let mut v: Vec<u8> = d
                    .lines
                    .get(usize::from(line))
                    .map(|l| l.iter().map(|&i| i as u8).collect())
                    .unwrap_or_else(|| (0..3.min(n)).collect());
                v.extend(
                    d.pairs
                        .get(usize::from(pair))
                        .map(|p| p.iter().map(|&i| i as u8).collect::<Vec<u8>>())
                        .unwrap_or_else(|| (3.min(n)..5.min(n)).collect()),
                );
                v
            }
            Group::PowerPlay => d.pp_unit.iter().map(|&i| i as u8).collect(),
            Group::PenaltyKill => d.pk_unit.iter().map(|&i| i as u8).collect(),
        };
        let mut chosen: Vec<u8> = Vec::new();
        for &i in &listed {
            if !self.is_out(team, i) {
                chosen.push(i);
                continue;
            }
            let forward = skaters[usize::from(i)].position.is_forward();
            let free =
                |j: u8| !self.is_out(team, j) && !chosen.contains(&j) && !listed.contains(&j);
            // With nobody of his kind free (five defencemen hurt or in the box), anyone free
            // plays: a team is never short of a skater its strength allows.
            let same_kind = (0..n)
                .find(|&j| skaters[usize::from(j)].position.is_forward() == forward && free(j));
            if let Some(sub) = same_kind.or_else(|| (0..n).find(|&j| free(j))) {
                chosen.push(sub);
            }
        }
        chosen
            .into_iter()
            .map(|i| (i, skaters[usize::from(i)].position))
            .collect()
    }

    /// Puts `team`'s group on the ice with the slots its strength allows.
    pub(super) fn set_lineup(&mut self, team: Team) {
        let mut allowed: Vec<Slot> = if self.is_overtime()
            && self.options.overtime != Overtime::Playoff
            && self.options.overtime_skaters < 5
        {
            // 3 on 3 plays 1, 2 and 4; 4 on 4 adds 5 (A58). A penalty there gives the other
            // team a skater instead of taking one away.
            let mut v = vec![1, 2, 4];
            if self.options.overtime_skaters >= 4 {
                v.push(5);
            }
            let extra = self
                .reducing(team.other())
                .saturating_sub(self.reducing(team));
            for s in [3, 5].into_iter().take(extra) {
                if !v.contains(&s) {
                    v.push(s);
                }
            }
            v
        } else {
            let mut v = vec![1, 2, 3, 4, 5];
            let mut empties: Vec<Slot> = self
                .penalties
                .iter()
                .filter(|p| p.team == team && p.reduces)
                .take(2)
                .map(|p| p.slot)
                .collect();
            empties.dedup();
            while empties.len() < self.reducing(team) {
                if let Some(&s) = [3, 1, 2, 5, 4].iter().find(|s| !empties.contains(s)) {
                    empties.push(s);
                }
            }
            v.retain(|s| !empties.contains(s));
            v
        };
        if self.pulled[team] {
            allowed.push(6);
        }
        let members = self.group_members(team, self.group[team]);
        let mut lineup = match self.group[team] {
            Group::Lines { .. } if self.coach_lines[team] => place_in_order(&members, &allowed),
            Group::PowerPlay if self.coach_units[team] => place_in_order(&members, &allowed),
            Group::PenaltyKill if self.coach_units[team] => place_penalty_kill(&members, &allowed),
            _ => place(&members, &allowed),
        };
        if self.pulled[team] && lineup[5].is_none() {
            // The extra skater: the coach's man, else the best forward off the ice by SK + W
            // (A61).
            let named = self.extra_attacker[team]
                .filter(|&p| !self.is_out(team, p) && !lineup.contains(&Some(p)));
            let skaters = &self.sheets[team].skaters;
            let best = (0..skaters.len() as u8)
                .filter(|&i| {
                    skaters[usize::from(i)].position.is_forward()
                        && !self.is_out(team, i)
                        && !lineup.contains(&Some(i))
                })
                .max_by_key(|&i| {
                    let r = &skaters[usize::from(i)].ratings;
                    (u16::from(r.sk) + u16::from(r.w), std::cmp::Reverse(i))
                });
            lineup[5] = named.or(best);
        }
        self.on_ice[team] = lineup;
    }

    /// Whether the opening face-off is still to come: a coach may make up his lines.
    pub fn before_opening_faceoff(&self) -> bool {
        self.rolls == 0
            && self.outcome.is_none()
            && self.before_the_opening_draw()
            && matches!(self.step, Step::FaceOff(_))
    }

    /// The line-up `team` would start with now: the card builder's until its coach makes his
    /// own; in play, the combinations its coach made for his next change, if any.
    pub fn lineup(&self, team: Team) -> Lineup {
        if let Some(pending) = &self.pending_lineup[team] {
            return pending.clone();
        }
        let d = self.deployment(team);
        Lineup {
            forwards: d.lines.iter().map(|l| l.map(|i| i as u8)).collect(),
            pairs: d.pairs.iter().map(|p| p.map(|i| i as u8)).collect(),
            goalie: self.in_net[team],
        }
    }

    /// What a line-up for `team` must fit: its roster and the lines and pairs it dresses.
    pub fn lineup_shape(&self, team: Team) -> LineupShape {
        let sheet = &self.sheets[team];
        LineupShape {
            skaters: sheet.skaters.len(),
            goalies: sheet.goalies.len(),
            lines: sheet.deployment.lines.len(),
            pairs: sheet.deployment.pairs.len(),
        }
    }

    /// L210-279: the coach's own lines and starter replace the card builder's before the
    /// opening face-off. His first line and pair start; the rotation's shares stay the
    /// builder's, line by line.
    pub(super) fn set_coach_lineup(
        &mut self,
        team: Team,
        lineup: &Lineup,
    ) -> Result<(), RuleError> {
        if self.may_recombine() {
            return self.recombine(team, lineup);
        }
        if !self.before_opening_faceoff() {
            return Err(RuleError::LineupTooLate);
        }
        if self.goalie_out(team, lineup.goalie) {
            return Err(crate::games::sim::LineupError::Unavailable(lineup.goalie).into());
        }
        lineup.check(self.lineup_shape(team), |p| self.is_out(team, p))?;
        self.install_lineup(team, lineup);
        self.in_net[team] = lineup.goalie;
        self.starter[team] = lineup.goalie;
        self.group[team] = Group::Lines { line: 0, pair: 0 };
        self.next_lines[team] = None;
        self.line_seconds[team].iter_mut().for_each(|s| *s = 0);
        self.pair_seconds[team].iter_mut().for_each(|s| *s = 0);
        self.set_lineup(team);
        Ok(())
    }

    /// The coach's forward lines and pairs become the team's, played in his slots.
    fn install_lineup(&mut self, team: Team, lineup: &Lineup) {
        let deployment = &mut Arc::make_mut(&mut self.sheets[team]).deployment;
        deployment.lines = lineup.forwards.iter().map(|l| l.map(usize::from)).collect();
        deployment.pairs = lineup.pairs.iter().map(|p| p.map(usize::from)).collect();
        self.coach_lines[team] = true;
    }

    /// Whether a coach may make new line combinations for his next change (L261 sets no time
    /// limit on them): any time from the opening face-off to the end of regulation and
    /// overtime.
    pub fn may_recombine(&self) -> bool {
        self.outcome.is_none() && self.shootout.is_none() && !self.before_opening_faceoff()
    }

    /// L261, L330-342: new combinations wait for the team's next line change; the goalie in
    /// net stays. Whoever is out for the game cannot be named; a man in the box or hurt for
    /// the period is replaced at the change as in any line (A56).
    fn recombine(&mut self, team: Team, lineup: &Lineup) -> Result<(), RuleError> {
        if lineup.goalie != self.in_net[team] {
            return Err(RuleError::LineupGoalie);
        }
        lineup.check(self.lineup_shape(team), |p| {
            self.out.iter().any(|o| {
                o.team == team
                    && !o.goalie
                    && o.player == p
                    && matches!(o.length, InjuryLength::RestOfGame | InjuryLength::SatOut)
            })
        })?;
        self.pending_lineup[team] = Some(lineup.clone());
        Ok(())
    }

    /// The skaters `team`'s coach may send out for his goalie now (`Action::ExtraAttacker`):
    /// when he may pull him, or with him pulled at a face-off; any dressed skater not on the
    /// ice.
    pub fn extra_attackers(&self, team: Team) -> Vec<u8> {
        if !self.may_change_goalie(team)
            || (self.pulled[team] && !matches!(self.step, Step::FaceOff(_)))
        {
            return Vec::new();
        }
        let on_ice = &self.on_ice[team];
        (0..self.sheets[team].skaters.len() as u8)
            .filter(|&p| !self.is_out(team, p) && !on_ice.contains(&Some(p)))
            .collect()
    }

    pub(super) fn send_extra_attacker(
        &mut self,
        team: Team,
        player: u8,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if !self.extra_attackers(team).contains(&player) {
            return Err(RuleError::BadExtraAttacker);
        }
        self.extra_attacker[team] = Some(player);
        if !self.pulled[team] {
            self.pulled[team] = true;
            events.push(Event::GoaliePulled(team));
        }
        self.set_lineup(team);
        self.keep_carrier();
        Ok(())
    }
}

impl FourthStreet {
    /// Whether `team`'s skater (`goalie` false) or goalie `player` sits the game out.
    pub fn sits_out(&self, team: Team, goalie: bool, player: u8) -> bool {
        self.out.iter().any(|o| {
            o.team == team
                && o.goalie == goalie
                && o.player == player
                && o.length == InjuryLength::SatOut
        })
    }

    /// `Action::SitOut` (before the opening face-off): the player is out for the game. A
    /// skater's places in the lines and units go to stand-ins (`sim::call_up_order`), as the
    /// card builder deployed them or the coach made them up; a goalie's start goes to the
    /// goalie with the most starts of the others.
    pub(super) fn sit_out(&mut self, out: sim::SitOut) -> Result<Event, SitOutError> {
        let (team, goalie, player) = (out.team, out.goalie, out.player);
        if !self.before_opening_faceoff() {
            return Err(SitOutError::Started);
        }
        let sheet = &self.sheets[team];
        let roster = if goalie {
            sheet.goalies.len()
        } else {
            sheet.skaters.len()
        };
        if usize::from(player) >= roster {
            return Err(SitOutError::NoSuchPlayer);
        }
        if self.sits_out(team, goalie, player) {
            return Err(SitOutError::Already);
        }
        let able = |n: usize, is_goalie: bool| {
            (0..n as u8)
                .filter(|&i| {
                    !(self.sits_out(team, is_goalie, i) || (is_goalie == goalie && i == player))
                })
                .count()
        };
        let skaters = able(sheet.skaters.len(), false);
        Left {
            goalies: able(sheet.goalies.len(), true),
            skaters,
            // Any skater takes a shootout attempt here.
            shooters: skaters,
        }
        .check()?;
        self.out.push(Out {
            team,
            player,
            goalie,
            length: InjuryLength::SatOut,
        });
        if goalie {
            if self.in_net[team] == player {
                let starts = &self.sheets[team].starts;
                let next = (0..self.sheets[team].goalies.len() as u8)
                    .filter(|&g| !self.sits_out(team, true, g))
                    .max_by_key(|&g| {
                        let s = starts.get(usize::from(g)).copied().unwrap_or(0);
                        (s, std::cmp::Reverse(g))
                    })
                    .unwrap_or(0);
                self.in_net[team] = next;
                self.starter[team] = next;
            }
        } else {
            self.stand_ins(team, player);
            self.set_lineup(team);
        }
        Ok(Event::SatOut {
            team,
            goalie,
            player,
        })
    }

    /// Fills `gone`'s places in `team`'s lines, pairs and units with stand-ins.
    fn stand_ins(&mut self, team: Team, gone: u8) {
        let sheet = &self.sheets[team];
        let skaters: Vec<(u8, &str, Position)> = sheet
            .skaters
            .iter()
            .enumerate()
            .map(|(i, c)| (i as u8, c.id.as_str(), c.position))
            .filter(|&(i, _, _)| !self.sits_out(team, false, i))
            .collect();
        let position = sheet.skaters[usize::from(gone)].position;
        let order: Vec<usize> =
            sim::call_up_order(&skaters, position, self.options.teams[team].team())
                .into_iter()
                .map(usize::from)
                .collect();
        let gone = usize::from(gone);
        let d = &mut Arc::make_mut(&mut self.sheets[team]).deployment;
        let dressed: Vec<usize> = d
            .lines
            .iter()
            .flatten()
            .chain(d.pairs.iter().flatten())
            .copied()
            .collect();
        let fill = |group: &mut [usize], dressed: &[usize]| {
            for k in 0..group.len() {
                if group[k] == gone
                    && let Some(sub) = sim::stand_in(&order, dressed, group)
                {
                    group[k] = sub;
                }
            }
        };
        // Lines and pairs first, each stand-in then counted as dressed; a unit may take a
        // player from the lines, so only its own members are skipped.
        let mut dressed = dressed;
        for line in d.lines.iter_mut() {
            fill(line, &dressed);
            dressed.extend(line.iter().copied());
        }
        for pair in d.pairs.iter_mut() {
            fill(pair, &dressed);
            dressed.extend(pair.iter().copied());
        }
        fill(&mut d.pp_unit, &[]);
        fill(&mut d.pk_unit, &[]);
    }

    /// Whether `team`'s goalie `g` is out hurt.
    pub(super) fn goalie_out(&self, team: Team, g: u8) -> bool {
        self.out
            .iter()
            .any(|o| o.team == team && o.goalie && o.player == g)
    }

    #[cfg(test)]
    pub(in crate::games::fourth_street) fn set_lineup_for_tests(&mut self, team: Team) {
        self.set_lineup(team);
    }

    /// The group a team sends now: a special-teams unit while the strengths differ because of
    /// penalties (A24), otherwise its lines.
    pub(super) fn wanted_group(&self, team: Team) -> Group {
        let (us, them) = (self.reducing(team), self.reducing(team.other()));
        if self.is_overtime() && self.options.overtime != Overtime::Playoff
            || self.lines_on_special_teams[team]
        {
            return self.lines_group(team);
        }
        match us.cmp(&them) {
            std::cmp::Ordering::Less if !self.deployment(team).pp_unit.is_empty() => {
                Group::PowerPlay
            }
            std::cmp::Ordering::Greater if !self.deployment(team).pk_unit.is_empty() => {
                Group::PenaltyKill
            }
            _ => self.lines_group(team),
        }
    }

    fn lines_group(&self, team: Team) -> Group {
        match self.group[team] {
            g @ Group::Lines { .. } => g,
            _ => self.rotation(team, None),
        }
    }

    /// The next line and pair (A24): the coach's pick, or those furthest behind their share of
    /// even-strength time, never the ones just off; with basic lines, the next unit (A24b).
    pub(super) fn rotation(&self, team: Team, just_off: Option<(u8, u8)>) -> Group {
        if let Some((line, pair)) = self.next_lines[team] {
            return Group::Lines { line, pair };
        }
        let d = self.deployment(team);
        if self.options.basic_lines {
            // L210-260: the units of five take turns in order, whatever their ice time.
            let units = d.lines.len().min(d.pairs.len()).clamp(1, BASIC_UNITS);
            let next = (usize::from(self.basic_unit[team]) + 1) % units;
            return Group::Lines {
                line: next as u8,
                pair: next as u8,
            };
        }
        let pick = |seconds: &[u32], weights: &[f64], skip: Option<u8>| -> u8 {
            let total: u32 = seconds.iter().sum::<u32>() + 120;
            (0..seconds.len())
                .filter(|&i| seconds.len() < 2 || Some(i as u8) != skip)
                .max_by(|&a, &b| {
                    let behind = |i: usize| {
                        weights.get(i).copied().unwrap_or(0.0) * f64::from(total)
                            - f64::from(seconds[i])
                    };
                    behind(a).total_cmp(&behind(b)).then(b.cmp(&a))
                })
                .unwrap_or(0) as u8
        };
        Group::Lines {
            line: pick(
                &self.line_seconds[team],
                &d.line_weight,
                just_off.map(|j| j.0),
            ),
            pair: pick(
                &self.pair_seconds[team],
                &d.pair_weight,
                just_off.map(|j| j.1),
            ),
        }
    }

    /// Changes `team`'s group, keeping the puck with the new man in the carrier's slot (R23).
    pub(super) fn change_group(&mut self, team: Team, group: Group, events: &mut Vec<Event>) {
        // A shaken-up player is back for the next shift (A12).
        self.out
            .retain(|o| !(o.team == team && o.length == InjuryLength::RestOfShift));
        self.group[team] = group;
        self.relieved[team] = None;
        if matches!(group, Group::Lines { .. })
            && let Some(lineup) = self.pending_lineup[team].take()
        {
            self.install_lineup(team, &lineup);
        }
        self.set_lineup(team);
        self.shift_start[team] = self.clock;
        self.next_lines[team] = None;
        if let Group::Lines { line, pair } = group {
            if self.options.basic_lines && usize::from(line) < BASIC_UNITS {
                self.basic_unit[team] = line;
            }
            events.push(Event::LineChange { team, line, pair });
        }
        self.keep_carrier();
    }

    /// After a lineup change, the carrier's slot must still hold someone.
    pub(super) fn keep_carrier(&mut self) {
        if let Some(slot) = self.carrier
            && self.at(self.puck, slot).is_none()
        {
            self.carrier = (1..=6).find(|&s| self.at(self.puck, s).is_some());
        }
    }

    /// Strengths changed (a penalty called or over, a goalie pulled): each team sends the
    /// group its strength asks for.
    pub(super) fn strengths_changed(&mut self, events: &mut Vec<Event>) {
        for team in Team::BOTH {
            let wanted = self.wanted_group(team);
            if let Some(unit) = self.relieved[team] {
                if wanted == unit {
                    // The lines relieving the unit finish their shift (A24a).
                    self.set_lineup(team);
                    continue;
                }
                self.relieved[team] = None;
            }
            if wanted != self.group[team] {
                let group = match (self.group[team], wanted) {
                    // Back to even strength: the rotation resumes with a fresh shift.
                    (Group::PowerPlay | Group::PenaltyKill, Group::Lines { .. }) => {
                        self.rotation(team, None)
                    }
                    _ => wanted,
                };
                let lines_off = matches!(self.group[team], Group::Lines { .. })
                    .then_some((self.group[team], self.shift_start[team]));
                self.change_group(team, group, events);
                self.before_units[team] = lines_off;
            } else {
                self.set_lineup(team);
            }
        }
        self.keep_carrier();
    }

    /// Two minutes up: the change comes once the play is over (A29). Before version 6
    /// special-teams units stayed until the penalty ended; from version 6 they change too
    /// (L330-342, A24a): the rotation's next line and pair relieve the unit, fitted to the
    /// strength, and the unit comes back at their change if the penalty still holds.
    pub(super) fn line_changes(&mut self, events: &mut Vec<Event>) {
        for team in Team::BOTH {
            if !self.clock.passed(self.shift_start[team], TWO_MINUTES) {
                continue;
            }
            match self.group[team] {
                Group::Lines { line, pair } => {
                    let back = self.relieved[team].filter(|&unit| self.wanted_group(team) == unit);
                    let group = back.unwrap_or_else(|| self.rotation(team, Some((line, pair))));
                    self.change_group(team, group, events);
                }
                unit if self.units_change_at_two_minutes() => {
                    let group = self.rotation(team, None);
                    self.change_group(team, group, events);
                    self.relieved[team] = Some(unit);
                }
                _ => {}
            }
        }
    }
}
