//! Line-ups and the bench: dressing the lines, shifts, sitting out and the rotation.

use super::*;

pub(super) fn bench_of(team: &LeagueTeam, rules_version: u16) -> Bench {
    let index: Vec<&str> = team.skaters().map(|(p, _)| p.id.as_str()).collect();
    let find = |id: &str| index.iter().position(|&x| x == id).unwrap_or(0) as u8;
    let lines = team.lines_dressed(dressing_for(rules_version));
    let mut forwards: Vec<[u8; 3]> = lines
        .forwards
        .iter()
        .map(|l| {
            [
                find(&l.left_wing.id),
                find(&l.centre.id),
                find(&l.right_wing.id),
            ]
        })
        .collect();
    let mut pairs: Vec<[u8; 2]> = lines
        .defence
        .iter()
        .map(|p| [find(&p.first.id), find(&p.second.id)])
        .collect();
    // A short roster still dresses a line and a pair from whoever it has.
    let n = index.len().max(1) as u8;
    if forwards.is_empty() {
        forwards.push([0, 1 % n, 2 % n]);
    }
    if pairs.is_empty() {
        pairs.push([3 % n, 4 % n]);
    }
    let goalie_ids: Vec<&str> = team.goalies().map(|(p, _)| p.id.as_str()).collect();
    let goalies = lines
        .goalies
        .iter()
        .filter_map(|p| goalie_ids.iter().position(|&x| x == p.id))
        .map(|i| i as u8)
        .collect();
    let (pp_share, pk_share) = if rules_version < SPECIAL_UNITS_VERSION {
        (vec![0; index.len()], vec![0; index.len()])
    } else {
        let thousandths = |x: f64| (x * 1000.0).round().clamp(0.0, 1000.0) as u16;
        special_shares(team, dressing_for(rules_version))
            .into_iter()
            .map(|s| (thousandths(s.pp), thousandths(s.pk)))
            .unzip()
    };
    Bench {
        forwards,
        pairs,
        goalies,
        line: 0,
        pair: 0,
        next: None,
        shifts: vec![0; index.len()],
        ice_steps: vec![0; index.len()],
        special: false,
        unit: None,
        pp_share,
        pk_share,
        pp_steps: vec![0; index.len()],
        pk_steps: vec![0; index.len()],
        team_pp_steps: 0,
        team_pk_steps: 0,
        coach_units: None,
        group_choice: GroupChoice::Closed,
        shifts_before_units: Vec::new(),
        extra_attacker: None,
    }
}

impl Crease {
    /// Puts the bench's current line and pair on, filling for the missing and leaving slots
    /// empty as the strength requires (R78, A24).
    pub(super) fn set_lineup(&mut self, team: Team) {
        let strength = self.strength(team);
        let bench = &self.benches[team];
        let line = bench.forwards[usize::from(bench.line) % bench.forwards.len()];
        let pair = bench.pairs[usize::from(bench.pair) % bench.pairs.len()];
        let mut used: Vec<u8> = Vec::new();
        let killing = self.killing(team);
        let forwards_pool: Vec<u8> = {
            let mut v: Vec<u8> = line.to_vec();
            let mut rest: Vec<u8> = bench.forwards.iter().flatten().copied().collect();
            if killing {
                rest.sort_by_key(|&p| std::cmp::Reverse(self.pk_value(team, p)));
                v = rest.clone();
            }
            v.extend(rest);
            v
        };
        let d_pool: Vec<u8> = {
            let mut v: Vec<u8> = pair.to_vec();
            let mut rest: Vec<u8> = bench.pairs.iter().flatten().copied().collect();
            if killing {
                rest.sort_by_key(|&p| std::cmp::Reverse(self.pk_value(team, p)));
                v = rest.clone();
            }
            v.extend(rest);
            v
        };
        let all: Vec<u8> = (0..self.cards[team].skaters.len() as u8).collect();
        // The first free of the players wanted, else of the pool, else anyone.
        let pick = |wanted: &[Option<u8>], pool: &[u8], used: &mut Vec<u8>| -> Option<u8> {
            let free = |p: &u8| !used.contains(p) && !self.unavailable(team, *p);
            let choice = wanted
                .iter()
                .flatten()
                .copied()
                .find(free)
                .or_else(|| pool.iter().copied().find(free))
                .or_else(|| all.iter().copied().find(free));
            if let Some(p) = choice {
                used.push(p);
            }
            choice
        };
        let mut lineup = [None; 6];
        // The coach's extra attacker (L311) is the sixth, even if his unit has him too: his
        // place there is filled as for a player who can't play.
        let sixth = bench
            .extra_attacker
            .filter(|&p| self.pulled[team] && !self.unavailable(team, p));
        used.extend(sixth);
        let unit = bench.unit.filter(|_| bench.special && self.units());
        let [want_lw, want_ld, want_c, want_rd, want_rw] = match unit {
            // A unit's forward places: a wing missing at four takes the unit's C; alone at
            // three, the C is the unit's C or else a wing (R78).
            Some(u) => [
                vec![u[0], u[2]],
                vec![u[1]],
                vec![u[2], u[0], u[4]],
                vec![u[3]],
                vec![u[4], u[2]],
            ],
            None if killing => Default::default(),
            None => [
                vec![Some(line[0])],
                vec![Some(pair[0])],
                vec![Some(line[1])],
                vec![Some(pair[1])],
                vec![Some(line[2])],
            ],
        };
        lineup[slot_index(Slot::LD)] = pick(&want_ld, &d_pool, &mut used);
        lineup[slot_index(Slot::RD)] = pick(&want_rd, &d_pool, &mut used);
        match strength {
            5 => {
                lineup[slot_index(Slot::C)] = pick(&want_c, &forwards_pool, &mut used);
                lineup[slot_index(Slot::LW)] = pick(&want_lw, &forwards_pool, &mut used);
                lineup[slot_index(Slot::RW)] = pick(&want_rw, &forwards_pool, &mut used);
            }
            4 => {
                lineup[slot_index(Slot::LW)] = pick(&want_lw, &forwards_pool, &mut used);
                lineup[slot_index(Slot::RW)] = pick(&want_rw, &forwards_pool, &mut used);
            }
            _ if self.season_overtime() && !killing && unit.is_none() => {
                // Version 3: 3 on 3 in overtime is two forwards and a defenceman, in the slots
                // R78 leaves at three (C, LD, RD): the line's left wing plays the left point.
                let ld = lineup[slot_index(Slot::LD)];
                used.retain(|&p| Some(p) != ld);
                lineup[slot_index(Slot::C)] = pick(&want_c, &forwards_pool, &mut used);
                lineup[slot_index(Slot::LD)] = pick(&want_lw, &forwards_pool, &mut used);
            }
            _ => {
                lineup[slot_index(Slot::C)] = pick(&want_c, &forwards_pool, &mut used);
            }
        }
        if self.pulled[team] {
            lineup[slot_index(Slot::G)] = sixth.or_else(|| pick(&[], &forwards_pool, &mut used));
        }
        self.on_ice[team] = lineup;
    }

    /// Penalty killers first: players with a PK DEF (R76), by it; then the rest by DEF.
    fn pk_value(&self, team: Team, player: u8) -> (bool, u8) {
        let c = self.skater(team, player);
        (c.pk_def.is_some(), c.pk_def.unwrap_or(c.def))
    }

    /// A new shift: the coach's pick or the next line in the stack (R87), skipping anyone past
    /// his SHFT (R83) when the option is on. Everyone who comes on is credited a shift.
    pub(super) fn start_shift(&mut self, team: Team) {
        self.set_lineup(team);
        let on: Vec<u8> = self.on_ice[team].iter().flatten().copied().collect();
        for p in on {
            let shifts = &mut self.benches[team].shifts[usize::from(p)];
            *shifts = shifts.saturating_add(1);
        }
    }

    /// The goalies `team` may send out for the shootout: before its first attempt, every goalie
    /// not hurt, the one in net included.
    pub fn shootout_goalies(&self, team: Team) -> Vec<u8> {
        let started = self
            .shootout
            .as_ref()
            .is_none_or(|s| !s.attempts.is_empty());
        if started || self.outcome.is_some() {
            return Vec::new();
        }
        let hurt = |g: u8| {
            self.out
                .iter()
                .any(|o| o.team == team && o.goalie && o.player == g)
        };
        (0..self.cards[team].goalies.len() as u8)
            .filter(|&g| !hurt(g))
            .collect()
    }

    /// Version 6 (R102): the shootout waits for a person coaching `team`, the home side, to
    /// name his goalie before the visitors' first attempt (they shoot first, so otherwise the
    /// computer's first shot would close his choice).
    pub fn shootout_goalie_due(&self, team: Team) -> bool {
        self.second_audit()
            && team == Team::Home
            && self.options.coaches[team] == sim::Coach::Person
            && matches!(self.pending, Pending::Shootout { .. })
            && !self.shootout_goalies(team).is_empty()
            && !self.shootout.as_ref().is_some_and(|s| s.home_goalie_named)
    }

    /// Whether the opening face-off is still to come: a coach may make up his lines (R1).
    pub fn before_opening_faceoff(&self) -> bool {
        self.period == 0 && self.steps == 0 && self.pending == Pending::StartPeriod
    }

    /// The line-up `team` would start with now: the computer's until its coach makes his own.
    pub fn lineup(&self, team: Team) -> Lineup {
        let bench = &self.benches[team];
        Lineup {
            forwards: bench.forwards.clone(),
            pairs: bench.pairs.clone(),
            goalie: self.in_net[team],
        }
    }

    /// What a line-up for `team` must fit: its roster and the lines and pairs it dresses.
    pub fn lineup_shape(&self, team: Team) -> LineupShape {
        LineupShape {
            skaters: self.cards[team].skaters.len(),
            goalies: self.cards[team].goalies.len(),
            lines: self.benches[team].forwards.len(),
            pairs: self.benches[team].pairs.len(),
        }
    }

    /// R1: the coach's own lines and starter replace the computer's before the opening
    /// face-off. The first line and pair start; nobody has a shift yet.
    pub(super) fn set_coach_lineup(
        &mut self,
        team: Team,
        lineup: &Lineup,
    ) -> Result<(), RuleError> {
        if !self.before_opening_faceoff() {
            return Err(RuleError::LineupTooLate);
        }
        if self.sits_out(team, true, lineup.goalie) {
            return Err(crate::games::sim::LineupError::Unavailable(lineup.goalie).into());
        }
        lineup.check(self.lineup_shape(team), |p| self.sits_out(team, false, p))?;
        let bench = &mut self.benches[team];
        bench.forwards = lineup.forwards.clone();
        bench.pairs = lineup.pairs.clone();
        bench.line = 0;
        bench.pair = 0;
        bench.next = None;
        // The starter first, then the others in the order the computer had them.
        let mut goalies = vec![lineup.goalie];
        goalies.extend(
            bench
                .goalies
                .iter()
                .copied()
                .filter(|&g| g != lineup.goalie),
        );
        bench.goalies = goalies;
        bench.shifts.iter_mut().for_each(|s| *s = 0);
        // Units named before that send a player no longer dressed are dropped.
        if let Some(units) = &bench.coach_units {
            let named = units.power_play.iter().chain(&units.penalty_kill);
            if named.clone().any(|&p| !lineup.skaters().any(|q| q == p)) {
                bench.coach_units = None;
            }
        }
        self.in_net[team] = lineup.goalie;
        self.start_shift(team);
        Ok(())
    }

    /// Whether `team`'s skater (`goalie` false) or goalie `player` sits the game out.
    pub fn sits_out(&self, team: Team, goalie: bool, player: u8) -> bool {
        self.out.iter().any(|o| {
            o.team == team && o.goalie == goalie && o.player == player && o.until == Until::SatOut
        })
    }

    /// `Action::SitOut` (before the opening face-off): the player is out for the game. A
    /// skater's places on the lines (the computer's, or a coach's own) go to stand-ins
    /// (`sim::call_up_order`), and the first line and pair start afresh. A goalie leaves the
    /// goalies' order and the next in it starts if he was to.
    pub(super) fn sit_out(&mut self, out: sim::SitOut) -> Result<Event, SitOutError> {
        let (team, goalie, player) = (out.team, out.goalie, out.player);
        if !self.before_opening_faceoff() {
            return Err(SitOutError::Started);
        }
        let cards = &self.cards[team];
        let roster = if goalie {
            cards.goalies.len()
        } else {
            cards.skaters.len()
        };
        if usize::from(player) >= roster {
            return Err(SitOutError::NoSuchPlayer);
        }
        if self.sits_out(team, goalie, player) {
            return Err(SitOutError::Already);
        }
        let able = |n: usize, is_goalie: bool| {
            let n = n as u8;
            (0..n)
                .filter(|&i| {
                    !(self.sits_out(team, is_goalie, i) || (is_goalie == goalie && i == player))
                })
                .count()
        };
        let skaters = able(cards.skaters.len(), false);
        Left {
            goalies: able(cards.goalies.len(), true),
            skaters,
            // Any skater takes a shootout attempt here.
            shooters: skaters,
        }
        .check()?;
        self.out.push(Out {
            team,
            player,
            goalie,
            until: Until::SatOut,
        });
        let bench = &mut self.benches[team];
        if goalie {
            bench.goalies.retain(|&g| g != player);
            if self.in_net[team] == player {
                self.in_net[team] = bench.goalies.first().copied().unwrap_or(0);
            }
            return Ok(Event::SatOut {
                team,
                goalie,
                player,
            });
        }
        let cards = &self.cards[team];
        let out: Vec<u8> = (0..cards.skaters.len() as u8)
            .filter(|&p| self.sits_out(team, false, p))
            .collect();
        let skaters: Vec<(u8, &str, Position)> = cards
            .skaters
            .iter()
            .enumerate()
            .map(|(i, c)| (i as u8, c.id.as_str(), c.position))
            .filter(|(i, _, _)| !out.contains(i))
            .collect();
        let league = self.options.teams[team].team();
        let bench = &mut self.benches[team];
        for &gone in &out {
            let position = cards.skaters[usize::from(gone)].position;
            let order = sim::call_up_order(&skaters, position, league);
            let places = bench.forwards.len() * 3 + bench.pairs.len() * 2;
            for k in 0..places {
                let dressed: Vec<u8> = bench
                    .forwards
                    .iter()
                    .flatten()
                    .chain(bench.pairs.iter().flatten())
                    .copied()
                    .collect();
                let (group, at): (&mut [u8], usize) = if k < bench.forwards.len() * 3 {
                    (&mut bench.forwards[k / 3], k % 3)
                } else {
                    let k = k - bench.forwards.len() * 3;
                    (&mut bench.pairs[k / 2], k % 2)
                };
                if group[at] == gone
                    && let Some(sub) = sim::stand_in(&order, &dressed, group)
                {
                    group[at] = sub;
                }
            }
        }
        bench.line = 0;
        bench.pair = 0;
        bench.next = None;
        // A coach's units naming him are dropped, as when his lines leave a player out.
        if let Some(units) = &bench.coach_units
            && units
                .power_play
                .iter()
                .chain(&units.penalty_kill)
                .any(|p| out.contains(p))
        {
            bench.coach_units = None;
        }
        bench.shifts.iter_mut().for_each(|s| *s = 0);
        self.start_shift(team);
        Ok(Event::SatOut {
            team,
            goalie,
            player,
        })
    }

    /// The next line and pair in the rotation, skipping one whose players have used their
    /// shifts when that matters (R83, R86).
    pub(super) fn rotate(&mut self, team: Team, events: &mut Vec<Event>) {
        let (line, pair) = match self.benches[team].next.take() {
            Some(pick) => pick,
            None => self.next_in_stack(team),
        };
        self.out
            .retain(|o| !(o.team == team && o.until == Until::NextChange));
        let bench = &mut self.benches[team];
        bench.line = line % bench.forwards.len() as u8;
        bench.pair = pair % bench.pairs.len() as u8;
        bench.unit = None;
        events.push(Event::LineChange {
            team,
            forwards: bench.line,
            pair: bench.pair,
        });
        self.start_shift(team);
    }

    /// The next line and pair for the computer and for a change nobody picked. With SHFT
    /// limits on: never the group just on (R86), if possible one whose players all have shifts
    /// left (R83), and of those the one with the largest share of its SHFT still to play as ice
    /// time (a short power-play shift counts for its 20-second steps), so each player's time
    /// follows his SHFT; the stack order breaks ties. Without them: the next in the stack (the basic method, R87, A36).
    pub fn next_in_stack(&self, team: Team) -> (u8, u8) {
        let bench = &self.benches[team];
        let pick = |groups: Vec<Vec<u8>>, current: u8| -> u8 {
            let n = groups.len() as u8;
            if !self.options.shift_limits || n < 2 {
                return (current + 1) % n.max(1);
            }
            let fresh = |g: &u8| {
                groups[usize::from(*g)]
                    .iter()
                    .all(|&p| self.shifts_left(team, p) > 0)
            };
            let others: Vec<u8> = (0..n).filter(|&g| g != current).collect();
            let open: Vec<u8> = others.iter().copied().filter(fresh).collect();
            let choices = if open.is_empty() { others } else { open };
            choices
                .into_iter()
                .max_by_key(|&g| {
                    // The share of the group's SHFT (as ice time) still to play, in thousandths.
                    let players = &groups[usize::from(g)];
                    let rated: i32 = players
                        .iter()
                        .map(|&p| i32::from(self.skater(team, p).shft.max(1)) * 6)
                        .sum();
                    let played: i32 = players
                        .iter()
                        .map(|&p| i32::from(bench.ice_steps[usize::from(p)]))
                        .sum();
                    (1000 * (rated - played) / rated.max(1), std::cmp::Reverse(g))
                })
                .unwrap_or(0)
        };
        let line = pick(
            bench.forwards.iter().map(|l| l.to_vec()).collect(),
            bench.line,
        );
        let pair = pick(bench.pairs.iter().map(|p| p.to_vec()).collect(), bench.pair);
        (line, pair)
    }

    /// A skater's SHFT less the shifts he has started (negative once past it).
    pub fn shifts_left(&self, team: Team, player: u8) -> i32 {
        i32::from(self.skater(team, player).shft)
            - i32::from(self.benches[team].shifts[usize::from(player)])
    }

    /// With SHFT limits on, a coach may not send out the group just on (unless on special
    /// teams) or one with a player out of shifts (R83, R86).
    pub fn may_send(&self, team: Team, forwards: u8, pair: u8) -> bool {
        let bench = &self.benches[team];
        let (Some(line), Some(d)) = (
            bench.forwards.get(usize::from(forwards)),
            bench.pairs.get(usize::from(pair)),
        ) else {
            return false;
        };
        if !self.options.shift_limits {
            return true;
        }
        let fresh = line
            .iter()
            .chain(d.iter())
            .all(|&p| self.shifts_left(team, p) > 0);
        let again = !bench.special && (forwards == bench.line || pair == bench.pair);
        fresh && !again
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::crease::cards::LINES_ACROSS_VERSION;

    /// Issue 40 (TB-2): a team listing two of its wingers as centres dresses four forward lines
    /// from version 7, each of its twelve most-used forwards once; three lines before.
    #[test]
    fn forwards_dress_across_positions_from_version_7() {
        let league = crate::games::sim::builtin_league();
        let team = crate::league::lines::with_wingers_listed_as_centres(&league.teams[0]);
        assert_eq!(bench_of(&team, SECOND_AUDIT_VERSION).forwards.len(), 3);
        let bench = bench_of(&team, LINES_ACROSS_VERSION);
        assert_eq!(bench.forwards.len(), 4);
        let mut dressed: Vec<u8> = bench.forwards.iter().flatten().copied().collect();
        dressed.sort_unstable();
        dressed.dedup();
        assert_eq!(dressed.len(), 12, "twelve forwards, each once");
    }
}
