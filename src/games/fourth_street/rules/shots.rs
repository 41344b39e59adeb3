//! Shots, goals and assists.

use super::*;

impl FourthStreet {
    /// Part one of a shot (R56-R57, R84, R91, R120): the block check, then the target.
    pub(super) fn shot_part_one(
        &mut self,
        shot: Shot,
        blocker: Blocker,
        roll: &TrayRoll,
        mut reading: String,
        events: &mut Vec<Event>,
    ) {
        let team = shot.team;
        let defence = team.other();
        // From version 4 the blocker is found before the forecheckers get back (R29, L995-1001):
        // a forechecker caught up ice cannot block the shot.
        let book = self.rules_version >= BOOK_VERSION;
        if !book {
            self.reset_forecheck();
        }
        self.area = shot.area;
        let r = self.ratings(team, shot.shooter).unwrap_or_default_ratings();
        let rating = i16::from(if shot.kind == ShotKind::Slap {
            r.s
        } else {
            r.w
        });
        let blocker_slot = if self.options.no_blocks || shot.shootout {
            None
        } else {
            match blocker {
                Blocker::Roll => roll.d6p().filter(|&d| self.defends(defence, d)),
                Blocker::Named(s) => Some(s).filter(|&s| self.at(defence, s).is_some()),
                Blocker::Nobody => None,
            }
        };
        if book {
            self.reset_forecheck();
        }
        let shooter = self.at(team, shot.shooter).unwrap_or(0);
        if let Some(b) = blocker_slot {
            let bl = i16::from(self.ratings(defence, b).unwrap_or_default_ratings().bl);
            let bonus = if shot.centre { 5 } else { 0 } + self.side_bonus(&shot);
            let range = rating + bonus - bl;
            let d20 = i16::from(roll.d20().unwrap_or(20));
            let blocker_player = self.at(defence, b).unwrap_or(0);
            reading.push_str(&format!(
                "; d6p {b}: {} may block, d20 {d20} against 1-{range}",
                self.skater(defence, blocker_player).name
            ));
            if d20 > range {
                reading.push_str(": blocked");
                self.log_roll(roll, reading, events);
                events.push(Event::Blocked {
                    team: defence,
                    blocker: blocker_player,
                });
                self.loose(
                    LooseAt::Zone {
                        frame: team,
                        third: Third::Offensive,
                    },
                    events,
                );
                return;
            }
            reading.push_str(": through");
        }
        let combo = roll.d6_combo_shifted(shot.kind.shift()).unwrap_or(33);
        let target = self.skater(team, shooter).shot.read_combo(combo);
        let zone = match target {
            ShotTarget::WideLeft | ShotTarget::WideRight => {
                reading.push_str(&format!("; target {combo}: {}, wide", target.symbol()));
                self.log_roll(roll, reading, events);
                self.shot_missed(&shot, shooter, target, events);
                return;
            }
            ShotTarget::GamePlan => self.game_plan_zone(team, shot.area.level()),
            ShotTarget::Zone(z) => z,
        };
        reading.push_str(&format!(
            "; target {combo}: {} → {}",
            target.symbol(),
            zone.name()
        ));
        self.log_roll(roll, reading, events);
        if self.pulled[defence] && !shot.shootout {
            // The empty net: anything on target goes in (R120, A46).
            self.count_shot(team, shooter, false);
            self.goal(team, shooter, Vec::new(), false, true, events);
            return;
        }
        self.then(Step::ShotGoalie(OnTarget { shot, zone }));
    }

    /// The optional shooting side (R164): +1 from his own side, -1 from the other.
    fn side_bonus(&self, shot: &Shot) -> i16 {
        if !self.options.shooting_side {
            return 0;
        }
        let hand = self
            .ratings(shot.team, shot.shooter)
            .map(|r| r.shoots)
            .unwrap_or(super::super::cards::Hand::Left);
        match (shot.area.lane(), hand) {
            (Lane::Middle, _) => 0,
            (Lane::Left, super::super::cards::Hand::Left)
            | (Lane::Right, super::super::cards::Hand::Right) => 1,
            _ => -1,
        }
    }

    /// ◘: the team's game-plan zone, or the best colour at this level (A40).
    fn game_plan_zone(&self, team: Team, level: Option<Level>) -> GoalieZone {
        if let Some(z) = self.coaching[team].game_plan {
            return z;
        }
        let goalie = self.goalie(team.other());
        let level = level.unwrap_or(Level::One);
        let mut best = GoalieZone { column: 0, row: 1 };
        let mut best_colour = Colour::Violet;
        for row in 1..=5 {
            for column in 0..5 {
                let z = GoalieZone { column, row };
                let c = goalie.quality.quality(z, level);
                if c < best_colour {
                    best = z;
                    best_colour = c;
                }
            }
        }
        best
    }

    /// A shot off target (wide, a post, over): a loose puck in the zone, or a missed attempt
    /// in the shootout.
    fn shot_missed(
        &mut self,
        shot: &Shot,
        shooter: u8,
        target: ShotTarget,
        events: &mut Vec<Event>,
    ) {
        let team = shot.team;
        events.push(Event::Missed {
            team,
            shooter,
            target,
        });
        if shot.shootout {
            self.shootout_result(team, shooter, false, events);
        } else {
            self.loose(
                LooseAt::Zone {
                    frame: team,
                    third: Third::Offensive,
                },
                events,
            );
        }
    }

    pub(super) fn count_shot(&mut self, team: Team, shooter: u8, on_goalie: bool) {
        let period = self.clock.period;
        self.players[team].skaters[usize::from(shooter)].shots += 1;
        self.box_score.line(period, team).shots_on_goal += 1;
        if on_goalie {
            let g = usize::from(self.in_net[team.other()]);
            self.players[team.other()].goalies[g].shots_against += 1;
        }
    }

    /// The teammate with the `rank`-th highest TP other than the shooter (R72, A39).
    fn tipper(&self, team: Team, shooter: Slot, rank: u8) -> Option<Slot> {
        let mut slots: Vec<Slot> = (1..=6)
            .filter(|&s| s != shooter && self.at(team, s).is_some())
            .collect();
        slots.sort_by_key(|&s| {
            (
                std::cmp::Reverse(self.ratings(team, s).map_or(0, |r| r.tp)),
                s,
            )
        });
        slots.get(usize::from(rank.max(1) - 1)).copied()
    }

    /// Part two (R59-R74, R111-R114): drift, tips and screens, the tack-ons, the goalie's grid.
    pub(super) fn shot_part_two(&mut self, on: OnTarget, events: &mut Vec<Event>) {
        let roll = self.roll(&TrayDie::ALL);
        let shot = on.shot;
        let team = shot.team;
        let defence = team.other();
        let shooter_player = self.at(team, shot.shooter).unwrap_or(0);
        let shift = shot.kind.shift();
        let moved = |f: u8| (i16::from(f) + i16::from(shift)).clamp(1, 6) as u8;
        let black = moved(roll.face(TrayDie::BlackD6).unwrap_or(1));
        let white = moved(roll.face(TrayDie::WhiteD6).unwrap_or(1));
        let drift = self.skater(team, shooter_player).drift.read(black, white);
        let mut zone = on.zone;
        let mut level = shot.area.level().unwrap_or(Level::One);
        let mut tack = shot.tack;
        let mut scorer = shot.shooter;
        let mut words = vec![format!(
            "{} shoots at {}",
            self.skater(team, shooter_player).name,
            zone.name()
        )];
        match drift {
            Drift::Nothing => {}
            Drift::Arrow(arrow) => match arrow.drifted(zone) {
                Some(z) => {
                    words.push(format!("drift {}: to {}", arrow.symbol(), z.name()));
                    zone = z;
                }
                None => {
                    words.push(format!(
                        "drift {}: off the post or over the net",
                        arrow.symbol()
                    ));
                    self.log_roll(&roll, words.join("; "), events);
                    self.shot_missed(&shot, shooter_player, ShotTarget::Zone(zone), events);
                    return;
                }
            },
            Drift::TipRank(_) | Drift::TipBy(_) if shot.shootout => {}
            Drift::TipRank(rank) => {
                if let Some(t) = self.tipper(team, shot.shooter, rank) {
                    scorer = t;
                }
            }
            Drift::TipBy(n) => {
                if n != shot.shooter && self.at(team, n).is_some() {
                    scorer = n;
                }
            }
            Drift::Screen => {
                tack += 10;
                words.push("screened, +10".into());
            }
        }
        let scorer_player = self.at(team, scorer).unwrap_or(shooter_player);
        if scorer != shot.shooter {
            let tp = self.ratings(team, scorer).map_or(0, |r| r.tp);
            tack += u16::from(tp);
            level = Level::One;
            words.push(format!(
                "tipped by {}, +{tp}",
                self.skater(team, scorer_player).name
            ));
            events.push(Event::Tipped {
                team,
                tipper: scorer_player,
            });
        }
        let up = self.men_up(team);
        if up > 0 && !shot.shootout {
            let bonus = self
                .ratings(team, shot.shooter)
                .map_or(0, |r| r.man_advantage.bonus(up as u8));
            if bonus > 0 {
                tack += u16::from(bonus);
                words.push(format!("man advantage +{bonus}"));
            }
        }
        let side = self.side_bonus(&shot);
        let combo = u16::from(roll.d10_combo().unwrap_or(0));
        let reading = (combo + tack)
            .saturating_add_signed(side)
            .max(if combo == 0 { 0 } else { 1 });
        let goalie = self.goalie(defence);
        let quality = goalie.quality.quality(zone, level);
        let form = if self.options.hot_cold_goalies {
            self.form[defence]
        } else {
            GoalieForm::Normal
        };
        let mut result = goalie.reads_as(quality, reading, form);
        if let GoalieResult::NoGoal(GoalieSymbol::Cloud) = result {
            let d6p = roll.d6p().unwrap_or(1);
            let cloud = goalie.cloud_result(d6p);
            if shot.shootout || cloud == CloudResult::Goal {
                result = GoalieResult::Goal;
                words.push(format!("☁ d6p {d6p}: a soft goal"));
            }
        }
        words.push(format!(
            "{} quality at level {}; {} + {tack} = {reading}: {}",
            quality.name(),
            level.number(),
            crate::engine::dice::d10_combo_text(combo),
            match result {
                GoalieResult::Goal => "GOAL".to_string(),
                GoalieResult::NoGoal(s) => format!("save, {}", s.symbol()),
            }
        ));
        self.log_roll(&roll, words.join("; "), events);
        events.push(Event::OnGoal {
            team,
            shooter: scorer_player,
            zone,
            level,
            quality,
            reading,
            result,
        });
        if shot.shootout {
            self.shootout_result(team, shooter_player, result == GoalieResult::Goal, events);
            return;
        }
        self.count_shot(team, scorer_player, true);
        let GoalieResult::NoGoal(symbol) = result else {
            let assists = if scorer != shot.shooter {
                vec![shooter_player]
            } else {
                Vec::new()
            };
            self.goal(team, scorer_player, assists, false, false, events);
            return;
        };
        let period = self.clock.period;
        let g = usize::from(self.in_net[defence]);
        self.players[defence].goalies[g].saves += 1;
        self.box_score.line(period, defence).saves += 1;
        let d20 = roll.d20().unwrap_or(10);
        let in_o = LooseAt::Zone {
            frame: team,
            third: Third::Offensive,
        };
        let freeze_spot = self.spot_at(team, Area::Offensive(shot.area.lane(), Level::Two));
        match symbol {
            GoalieSymbol::ReboundMate(n) => {
                let area = Area::Defensive(offensive_label(d20).lane().mirrored());
                if self.at(defence, n).is_some() {
                    self.give_puck(defence, n, area, events);
                } else {
                    self.loose(in_o, events);
                }
            }
            GoalieSymbol::ReboundOpponent(n) => {
                if self.at(team, n).is_some() {
                    self.give_puck(team, n, offensive_label(d20), events);
                    self.rebound_holder = true;
                } else {
                    self.loose(in_o, events);
                }
            }
            GoalieSymbol::Freeze => self.whistle(Whistle::Frozen, freeze_spot, events),
            GoalieSymbol::FreezeIfOrdered if self.coaching[defence].freeze_on_cross => {
                self.whistle(Whistle::Frozen, freeze_spot, events)
            }
            GoalieSymbol::FreezeIfOrdered
            | GoalieSymbol::Cold
            | GoalieSymbol::Hot
            | GoalieSymbol::Loose => self.loose(in_o, events),
            GoalieSymbol::Stoppage => self.whistle(Whistle::OutOfPlay, freeze_spot, events),
            GoalieSymbol::Injury => self.goalie_hurt(defence, freeze_spot),
            GoalieSymbol::Weird => {
                self.puck = team;
                self.carrier = Some(shot.shooter);
                self.area = shot.area;
                self.then(Step::WeirdPlay);
            }
            GoalieSymbol::Cloud => match goalie_cloud(self, defence, roll.d6p().unwrap_or(1)) {
                CloudResult::Penalty => {
                    self.goalie_penalty(defence, events);
                }
                CloudResult::Weird => {
                    self.puck = team;
                    self.carrier = Some(shot.shooter);
                    self.area = shot.area;
                    self.then(Step::WeirdPlay);
                }
                CloudResult::Injury => self.goalie_hurt(defence, freeze_spot),
                CloudResult::Stoppage => self.whistle(Whistle::OutOfPlay, freeze_spot, events),
                CloudResult::Loose | CloudResult::Goal => self.loose(in_o, events),
            },
        }
    }

    fn goalie_hurt(&mut self, team: Team, spot: FaceOffSpot) {
        self.carrier = None;
        self.then(Step::Injury {
            hurt: Hurt {
                team,
                player: self.in_net[team],
                goalie: true,
                // ✚ on a goalie always hurts him (L1241); version 4 and earlier rolled to see.
                certain: self.audit_fixed(),
            },
            then: AfterInjury::FaceOff(spot),
        });
    }

    /// A minor on the goalie, served by the on-ice forward with the lowest PK (A52).
    fn goalie_penalty(&mut self, team: Team, events: &mut Vec<Event>) {
        let server = (1..=3)
            .filter_map(|s| self.at(team, s).map(|p| (s, p)))
            .min_by_key(|&(s, _)| (self.ratings(team, s).map_or(0, |r| r.pk), s));
        let before = self.reducing_now();
        if let Some((slot, player)) = server {
            let on_ice = self.skaters_on_ice(team);
            let call = Call {
                team,
                server: player,
                slot,
                kind: PenaltyKind::Minor,
                name: "Goalie minor",
                reduces: true,
                on_server: false,
            };
            self.assess(call, events);
            self.offer_server_choice(team, "Goalie minor", on_ice);
        }
        self.count_power_plays(before);
        self.strengths_changed(events);
        let spot = self.spot_at(team.other(), Area::Offensive(Lane::Middle, Level::Two));
        self.whistle(Whistle::Penalty, spot, events);
    }

    /// A goal (R65, A53, A60, A70).
    pub(super) fn goal(
        &mut self,
        team: Team,
        scorer: u8,
        assists: Vec<u8>,
        unassisted: bool,
        empty_net: bool,
        events: &mut Vec<Event>,
    ) {
        let defence = team.other();
        let period = self.clock.period;
        let strength = if empty_net {
            GoalStrength::EmptyNet
        } else {
            match self.reducing(defence).cmp(&self.reducing(team)) {
                std::cmp::Ordering::Greater => GoalStrength::PowerPlay,
                std::cmp::Ordering::Less => GoalStrength::ShortHanded,
                std::cmp::Ordering::Equal => GoalStrength::Even,
            }
        };
        self.box_score.line(period, team).goals += 1;
        if strength == GoalStrength::PowerPlay
            || (empty_net && self.reducing(defence) > self.reducing(team))
        {
            self.box_score.line(period, team).power_play_goals += 1;
            // A power-play goal ends the earliest-ending minor (A53).
            if let Some(i) = self
                .penalties
                .iter()
                .enumerate()
                .filter(|(_, p)| p.team == defence && p.reduces && p.kind != PenaltyKind::Major)
                .min_by_key(|(_, p)| p.left)
                .map(|(i, _)| i)
            {
                let p = &mut self.penalties[i];
                if p.kind == PenaltyKind::DoubleMinor && p.left > 120 {
                    p.left = 120;
                } else {
                    let p = self.penalties.remove(i);
                    events.push(Event::PenaltyOver {
                        team: p.team,
                        player: p.player,
                    });
                }
            }
        }
        self.players[team].skaters[usize::from(scorer)].goals += 1;
        if !self.pulled[defence] {
            let g = usize::from(self.in_net[defence]);
            self.players[defence].goalies[g].goals_against += 1;
            // Hot and cold count only goals the goalie allows (A60), not empty-net ones.
            self.goalie_scored_on(defence, events);
        }
        for &a in &assists {
            self.players[team].skaters[usize::from(a)].assists += 1;
        }
        let skaters_on = |t: Team| self.on_ice[t].iter().flatten().copied().collect();
        self.notes.goals.push(crate::games::sim::GoalNote {
            period,
            elapsed: Some(self.elapsed_in_period()),
            team,
            scorer,
            assists: assists.clone(),
            power_play: strength == GoalStrength::PowerPlay
                || (empty_net && self.reducing(defence) > self.reducing(team)),
            short_handed: self.reducing(team) > self.reducing(defence),
            empty_net,
            on_ice: Some(ByTeam::from_fn(skaters_on)),
        });
        events.push(Event::Goal {
            team,
            scorer,
            strength,
            score: self.score(),
        });
        for &a in &assists {
            events.push(Event::Assist { team, player: a });
        }
        let done = unassisted || assists.len() >= 2;
        let second = !assists.is_empty();
        self.last_goal = Some(LastGoal {
            team,
            scorer,
            assists,
            unassisted,
        });
        self.reset_forecheck();
        self.carrier = None;
        self.rebound_holder = false;
        self.strengths_changed(events);
        if done {
            self.after_goal(events);
        } else {
            self.then(Step::Assist { second });
        }
    }

    /// Hot and cold goalies (R161-R163, A60).
    fn goalie_scored_on(&mut self, team: Team, events: &mut Vec<Event>) {
        if !self.options.hot_cold_goalies {
            return;
        }
        let now = self.clock.elapsed();
        let times = &mut self.goals_against_at[team];
        times.push(now);
        let was = self.form[team];
        let two_quick = times.len() >= 2 && now - times[times.len() - 2] <= u32::from(TWO_MINUTES);
        self.form[team] = if two_quick {
            GoalieForm::Cold
        } else if was == GoalieForm::Hot {
            GoalieForm::Normal
        } else {
            was
        };
        if self.form[team] == GoalieForm::Cold {
            self.cold_since[team] = self.clock.period;
        }
        if self.form[team] != was {
            events.push(Event::GoalieForm {
                team,
                hot: false,
                cold: self.form[team] == GoalieForm::Cold,
            });
        }
    }

    /// A d20 for the first or the second assist (R128-R130, A9).
    pub(super) fn assist(&mut self, second: bool, events: &mut Vec<Event>) {
        let roll = self.roll(&[TrayDie::D20]);
        let d20 = roll.d20().unwrap_or(20);
        let Some(goal) = self.last_goal.clone() else {
            self.after_goal(events);
            return;
        };
        let team = goal.team;
        let mut candidates: Vec<(u8, u8, Slot)> = (1..=6)
            .filter_map(|s| {
                let p = self.at(team, s)?;
                (p != goal.scorer && !goal.assists.contains(&p))
                    .then(|| (p, self.ratings(team, s).map_or(0, |r| r.assist), s))
            })
            .collect();
        candidates.sort_by_key(|&(_, rating, slot)| (std::cmp::Reverse(rating), slot));
        let ratings: Vec<u8> = candidates.iter().map(|c| c.1).collect();
        let pick = charts::assist_pick(&ratings, d20, second);
        let table = if second { "second" } else { "first" };
        match pick {
            Some(i) => {
                let player = candidates[i].0;
                self.log_roll(
                    &roll,
                    format!(
                        "{table} assist table: d20 {d20}: {}",
                        self.skater(team, player).name
                    ),
                    events,
                );
                self.players[team].skaters[usize::from(player)].assists += 1;
                self.notes.assist(team, player);
                events.push(Event::Assist { team, player });
                if let Some(g) = self.last_goal.as_mut() {
                    g.assists.push(player);
                }
                if second {
                    self.after_goal(events);
                } else {
                    self.then(Step::Assist { second: true });
                }
            }
            None => {
                self.log_roll(
                    &roll,
                    format!("{table} assist table: d20 {d20}: none"),
                    events,
                );
                if !second {
                    events.push(Event::NoAssist);
                }
                self.after_goal(events);
            }
        }
    }

    fn after_goal(&mut self, events: &mut Vec<Event>) {
        if self.is_overtime() {
            self.finish(DecidedIn::Overtime, events);
            return;
        }
        let spot = self.centre_spot();
        self.whistle(Whistle::Goal, spot, events);
    }
}

fn goalie_cloud(game: &FourthStreet, team: Team, d6p: u8) -> CloudResult {
    game.goalie(team).cloud_result(d6p)
}
