//! Special-teams units (rules version 2), group choices and the extra attacker.

use super::*;

impl Crease {
    /// `team` sends its special-teams unit (R85) at a power play's start, at each two-minute
    /// mark while it lasts, and at a period's start: the manager's unit, whoever coaches (a
    /// coach's pick is the group for the next line change, which comes when the strength is
    /// even again; the table has no unit picker). The group sent is credited a shift (R85); at
    /// a mark (`fresh` false) those who stay on go on with theirs, and a unit that stays as it
    /// was is no change.
    pub(super) fn send_unit(&mut self, team: Team, fresh: bool, events: &mut Vec<Event>) {
        let power_play = self.strength(team) > self.strength(team.other());
        self.send_unit_as(team, power_play, fresh, events);
    }

    /// [`Crease::send_unit`] with the manager's power-play (`power_play`) or penalty-kill unit
    /// for the team's strength.
    pub(super) fn send_unit_as(
        &mut self,
        team: Team,
        power_play: bool,
        fresh: bool,
        events: &mut Vec<Event>,
    ) {
        self.out
            .retain(|o| !(o.team == team && o.until == Until::NextChange));
        let lineup = self.on_ice[team];
        let before: Vec<u8> = lineup.iter().flatten().copied().collect();
        let unit = self.unit_as(team, self.strength(team), power_play, fresh);
        let bench = &mut self.benches[team];
        bench.special = true;
        bench.unit = Some(unit);
        self.set_lineup(team);
        let on: Vec<u8> = self.on_ice[team].iter().flatten().copied().collect();
        for &p in &on {
            if fresh || !before.contains(&p) {
                let shifts = &mut self.benches[team].shifts[usize::from(p)];
                *shifts = shifts.saturating_add(1);
            }
        }
        if fresh || self.on_ice[team] != lineup {
            events.push(Event::SpecialTeams {
                team,
                power_play,
                players: on,
            });
        }
    }

    /// The computer manager's special-teams unit for `team` now (R85 leaves it to the coach),
    /// as the players wanted in LW LD C RD RW. Each skater is on for his share of the team's
    /// power-play or penalty-kill time, the share his card was built for: the unit is the
    /// skaters furthest behind their share of the steps played so far plus
    /// [`UNIT_LOOKAHEAD`] (more share, then line order, first on a tie). A power play sends
    /// one or two defencemen, a penalty kill two.
    pub fn manager_unit(&self, team: Team) -> [Option<u8>; 5] {
        let strength = self.strength(team);
        let power_play = strength > self.strength(team.other());
        self.manager_unit_as(team, strength, power_play)
    }

    /// The unit `team` sends for `strength` skaters: its coach's, when he named units, else the
    /// computer's. `fresh`: everyone in it starts a shift (else only those not on the ice).
    fn unit_as(
        &self,
        team: Team,
        strength: usize,
        power_play: bool,
        fresh: bool,
    ) -> [Option<u8>; 5] {
        match &self.benches[team].coach_units {
            Some(units) => {
                let unit = Crease::coach_unit_as(units, power_play);
                if self.second_audit() && self.options.shift_limits {
                    self.within_shft(team, unit, power_play, fresh)
                } else {
                    unit
                }
            }
            None => self.manager_unit_as(team, strength, power_play),
        }
    }

    /// Version 6, R83: a skater of the coach's unit who would start a shift past his SHFT gives
    /// his place to the first of his kind (defence or forward) in the manager's order with
    /// shifts left, else to anyone with shifts left; with nobody left he goes anyway, as the
    /// computer's units do. One staying on at a mark plays on in the shift he has.
    fn within_shft(
        &self,
        team: Team,
        mut unit: [Option<u8>; 5],
        power_play: bool,
        fresh: bool,
    ) -> [Option<u8>; 5] {
        let on: Vec<u8> = self.on_ice[team].iter().flatten().copied().collect();
        let is_d = |p: u8| self.skater(team, p).position == Position::Defence;
        let order = self.unit_order(team, power_play);
        for i in 0..unit.len() {
            let Some(p) = unit[i] else { continue };
            let starts = fresh || !on.contains(&p);
            if !starts || self.shifts_left(team, p) > 0 || self.unavailable(team, p) {
                continue;
            }
            let free: Vec<u8> = order
                .iter()
                .copied()
                .filter(|&q| !unit.contains(&Some(q)) && self.shifts_left(team, q) > 0)
                .collect();
            let stand_in = free.iter().find(|&&q| is_d(q) == is_d(p)).or(free.first());
            if let Some(&q) = stand_in {
                unit[i] = Some(q);
            }
        }
        unit
    }

    /// The coach's unit as the players wanted in LW LD C RD RW, his places kept: the lineup
    /// takes them by strength as it takes the computer's (a wing missing at four is the C; a
    /// three-man kill's forward is the first), and fills a place whose player can't play.
    fn coach_unit_as(units: &Units, power_play: bool) -> [Option<u8>; 5] {
        if power_play {
            let [lw, c, rw, ld, rd] = units.power_play;
            [Some(lw), Some(ld), Some(c), Some(rd), Some(rw)]
        } else {
            let [f1, f2, ld, rd] = units.penalty_kill;
            [Some(f1), Some(ld), None, Some(rd), Some(f2)]
        }
    }

    /// The units the coach of `team` has named, or else the computer's as they would go out at
    /// full strength (five on the power play, four killing): what a units editor starts from.
    pub fn special_units(&self, team: Team) -> Units {
        if let Some(units) = &self.benches[team].coach_units {
            return units.clone();
        }
        // The computer's places, LW LD C RD RW; one it left empty (a short roster) takes the
        // first dressed skater not in the unit.
        let filled = |unit: [Option<u8>; 5], places: &[usize]| -> Vec<u8> {
            let bench = &self.benches[team];
            let mut spare = bench
                .forwards
                .iter()
                .flatten()
                .chain(bench.pairs.iter().flatten())
                .copied()
                .filter(|p| !unit.contains(&Some(*p)));
            let mut taken: Vec<u8> = Vec::new();
            for &i in places {
                let p = unit[i]
                    .or_else(|| spare.find(|p| !taken.contains(p)))
                    .unwrap_or(0);
                taken.push(p);
            }
            taken
        };
        let pp = filled(self.manager_unit_as(team, 5, true), &[0, 2, 4, 1, 3]);
        let pk = filled(self.manager_unit_as(team, 4, false), &[0, 4, 1, 3]);
        Units {
            power_play: [pp[0], pp[1], pp[2], pp[3], pp[4]],
            penalty_kill: [pk[0], pk[1], pk[2], pk[3]],
        }
    }

    /// Whether a coach may name his special-teams units now (rules version 2 on, outside the
    /// shootout, while the game goes on).
    pub fn units_open(&self) -> bool {
        self.units() && self.outcome.is_none() && !matches!(self.pending, Pending::Shootout { .. })
    }

    /// Whether `team` is short-handed or on the power play with play stopped for a face-off:
    /// the moment its coach may send other units at once (R85).
    pub fn units_go_now(&self, team: Team) -> bool {
        self.benches[team].special
            && self.strength(team) != self.strength(team.other())
            && matches!(self.pending, Pending::FaceOff)
    }

    /// R85: the coach's own units. They go out now when his team is on special teams and play
    /// is stopped for a face-off, else at the next power play or two-minute mark.
    pub(super) fn set_coach_units(
        &mut self,
        team: Team,
        units: &Units,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if !self.units_open() {
            return Err(RuleError::NoUnits);
        }
        // A player in the box or hurt for a while stays in his unit: the line-up fills his
        // place while he is out. One not dressed can't be in it.
        let dressed = self.lineup(team);
        units.check(self.cards[team].skaters.len(), |p| {
            !dressed.skaters().any(|q| q == p)
        })?;
        self.benches[team].coach_units = Some(units.clone());
        let sent = self.units_go_now(team);
        events.push(Event::UnitsSet { team, sent });
        if sent {
            self.send_unit(team, false, events);
        }
        Ok(())
    }

    /// `team` sends its unit at a power play's start and its coach may keep his group instead.
    pub(super) fn open_group_choice(
        &mut self,
        team: Team,
        choice: GroupChoice,
        events: &mut Vec<Event>,
    ) {
        self.benches[team].shifts_before_units = self.benches[team].shifts.clone();
        self.send_unit(team, true, events);
        self.benches[team].group_choice = choice;
    }

    /// Whether `team`'s coach may still keep the group that was on when the power play
    /// started, instead of the unit sent (R85: switching is an option).
    pub fn may_keep_group(&self, team: Team) -> bool {
        self.benches[team].group_choice != GroupChoice::Closed && self.units_go_now(team)
    }

    /// R85's "or not": the unit sent at the power play's start goes back and the forward line
    /// and pair that were on stay, without a new shift (each skater on now had one credited
    /// at this stoppage); at a period's start, the group next in the rotation starts it and is
    /// credited one. They change at the next two-minute mark, as special teams do.
    pub(super) fn keep_group(
        &mut self,
        team: Team,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if !self.may_keep_group(team) {
            return Err(RuleError::NoGroupToKeep);
        }
        let on: Vec<u8> = self.on_ice[team].iter().flatten().copied().collect();
        let second_audit = self.second_audit();
        let bench = &mut self.benches[team];
        if second_audit {
            // Version 6: the credits of this stoppage undone, whoever is on after the injury
            // check or the fight that came between.
            bench.shifts = bench.shifts_before_units.clone();
        } else {
            for p in on {
                let shifts = &mut bench.shifts[usize::from(p)];
                *shifts = shifts.saturating_sub(1);
            }
        }
        let line = bench.forwards[usize::from(bench.line) % bench.forwards.len()];
        let pair = bench.pairs[usize::from(bench.pair) % bench.pairs.len()];
        bench.unit = Some([
            Some(line[0]),
            Some(pair[0]),
            Some(line[1]),
            Some(pair[1]),
            Some(line[2]),
        ]);
        let starts = bench.group_choice == GroupChoice::StartPeriod;
        bench.group_choice = GroupChoice::Closed;
        if starts {
            self.start_shift(team);
        } else {
            self.set_lineup(team);
        }
        events.push(Event::GroupKept {
            team,
            players: self.on_ice[team].iter().flatten().copied().collect(),
        });
        Ok(())
    }

    /// L311: the coach names the skater who goes on for his pulled goalie: any dressed
    /// skater, the sixth even if his unit has him. Named with the goalie out, he comes on at once if play is stopped, else at the next
    /// stoppage.
    pub(super) fn set_extra_attacker(
        &mut self,
        team: Team,
        player: Option<u8>,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let dressed = self.lineup(team);
        let fits = player.is_none_or(|p| dressed.skaters().any(|q| q == p));
        if !self.options.pull_goalie
            || !fits
            || self.outcome.is_some()
            || matches!(self.pending, Pending::Shootout { .. })
        {
            return Err(RuleError::BadExtraAttacker);
        }
        self.benches[team].extra_attacker = player;
        events.push(Event::ExtraAttacker { team, player });
        if self.pulled[team] && matches!(self.pending, Pending::FaceOff) {
            self.set_lineup(team);
        }
        Ok(())
    }

    /// The manager's unit for `strength` skaters, on the power play or killing a penalty.
    fn manager_unit_as(&self, team: Team, strength: usize, power_play: bool) -> [Option<u8>; 5] {
        let dressed = self.unit_order(team, power_play);
        let is_d = |p: u8| self.skater(team, p).position == Position::Defence;
        let (most_f, most_d) = if power_play {
            (strength.saturating_sub(1), 2)
        } else {
            (strength.saturating_sub(2).max(1), 2)
        };
        let mut forwards: Vec<u8> = Vec::new();
        let mut defence: Vec<u8> = Vec::new();
        for &p in &dressed {
            if forwards.len() + defence.len() >= strength {
                break;
            }
            if is_d(p) && defence.len() < most_d {
                defence.push(p);
            } else if !is_d(p) && forwards.len() < most_f {
                forwards.push(p);
            }
        }
        // Short of one kind (injuries, a short roster): the next skaters of either.
        for &p in &dressed {
            if forwards.len() + defence.len() >= strength {
                break;
            }
            if !forwards.contains(&p) && !defence.contains(&p) {
                forwards.push(p);
            }
        }
        self.arrange(team, strength, forwards, defence)
    }

    /// `team`'s dressed skaters fit to play, in the order the manager picks them for a
    /// power-play or penalty-kill unit: furthest behind their share first.
    fn unit_order(&self, team: Team, power_play: bool) -> Vec<u8> {
        let bench = &self.benches[team];
        let (shares, steps, team_steps) = if power_play {
            (&bench.pp_share, &bench.pp_steps, bench.team_pp_steps)
        } else {
            (&bench.pk_share, &bench.pk_steps, bench.team_pk_steps)
        };
        let mut dressed: Vec<u8> = Vec::new();
        for &p in bench
            .forwards
            .iter()
            .flatten()
            .chain(bench.pairs.iter().flatten())
        {
            if !dressed.contains(&p) && !self.unavailable(team, p) {
                dressed.push(p);
            }
        }
        let share = |p: u8| i64::from(shares.get(usize::from(p)).copied().unwrap_or(0));
        let played = |p: u8| i64::from(steps.get(usize::from(p)).copied().unwrap_or(0));
        let ahead = i64::from(team_steps) + i64::from(UNIT_LOOKAHEAD);
        // Version 5: a special-teams shift counts against SHFT (R83, R85), so with shift limits
        // on, skaters with shifts left go first.
        let spent =
            |p: u8| self.book() && self.options.shift_limits && self.shifts_left(team, p) <= 0;
        dressed.sort_by_key(|&p| {
            (
                spent(p),
                std::cmp::Reverse(share(p) * ahead - 1000 * played(p)),
                std::cmp::Reverse(share(p)),
            )
        });
        dressed
    }

    /// Places a unit for a strength: defencemen at LD and RD, the first centre (else the first
    /// forward) at C when the strength has one, wings by their side where they can, and a
    /// forward left over on the blue line.
    fn arrange(
        &self,
        team: Team,
        strength: usize,
        forwards: Vec<u8>,
        defence: Vec<u8>,
    ) -> [Option<u8>; 5] {
        let mut unit = [None; 5];
        let (lw, ld, c, rd, rw) = (0, 1, 2, 3, 4);
        for (slot, p) in [ld, rd].into_iter().zip(&defence) {
            unit[slot] = Some(*p);
        }
        let mut rest = forwards;
        let with_c = strength != 4;
        if with_c && !rest.is_empty() {
            let centre = rest
                .iter()
                .position(|&p| self.skater(team, p).position == Position::Centre)
                .unwrap_or(0);
            unit[c] = Some(rest.remove(centre));
        }
        let side = |p: u8| match self.skater(team, p).position {
            Position::LeftWing => Some(lw),
            Position::RightWing => Some(rw),
            _ => None,
        };
        let mut left_over = Vec::new();
        for p in rest {
            match side(p) {
                Some(slot) if unit[slot].is_none() && strength >= 4 => unit[slot] = Some(p),
                _ => left_over.push(p),
            }
        }
        let open: Vec<usize> = if strength >= 4 {
            vec![lw, rw, ld, rd]
        } else {
            vec![ld, rd]
        };
        let mut left_over = left_over.into_iter();
        for slot in open {
            if unit[slot].is_none() {
                unit[slot] = left_over.next();
            }
        }
        unit
    }
}
