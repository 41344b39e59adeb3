//! Plain hockey words for Inside the Crease's events (the play-by-play).

use super::rules::Crease;
use super::state::*;
use super::{Play, Save, Slot};
use crate::engine::{DecidedIn, Team};

fn slot_words(slot: Slot) -> &'static str {
    match slot {
        Slot::LW => "left wing",
        Slot::LD => "left defence",
        Slot::C => "centre",
        Slot::RD => "right defence",
        Slot::RW => "right wing",
        Slot::G => "extra attacker",
    }
}

fn gain_words(gain: Gain) -> &'static str {
    match gain {
        Gain::FaceOff => "wins the draw to",
        Gain::Pass => "passes to",
        Gain::Takeaway => "takes it away:",
        Gain::Interception => "intercepts:",
        Gain::LoosePuck => "comes up with the loose puck:",
        Gain::Rebound => "gets the rebound:",
        Gain::DumpIn => "retrieves the dump-in:",
        Gain::Save => "gets the goalie's outlet:",
        Gain::Icing => "gets the puck after the icing:",
        Gain::Giveaway => "picks off the giveaway:",
        Gain::EmptySlot => "picks up a pass to nobody:",
        Gain::FailedBreak => "cannot get clear, keeps it:",
    }
}

pub fn clock_text(steps_left: u16) -> String {
    let seconds = u32::from(steps_left) * 20;
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

pub fn describe(game: &Crease, event: &Event) -> String {
    let team = |t: Team| game.team_name(t).to_string();
    let skater = |t: Team, p: u8| {
        game.cards[t]
            .skaters
            .get(usize::from(p))
            .map_or_else(|| "a skater".to_string(), |c| c.name.clone())
    };
    match event {
        Event::PeriodStarts { period } if *period > 3 => {
            "Overtime begins: sudden death.".to_string()
        }
        Event::PeriodStarts { period } => format!("Period {period} begins."),
        Event::Flip { card, section } => format!("FAC {card}, read for {}.", section.label()),
        Event::FaceOffWon {
            ratings,
            winner,
            slot,
        } => format!(
            "Face-off (FO {} home, {} visitors): {} win it back to the {}.",
            ratings.home,
            ratings.away,
            team(*winner),
            slot_words(*slot)
        ),
        Event::KickedOut { team: t, player } => format!(
            "{} is waved out of the circle; {} sends in another man.",
            skater(*t, *player),
            team(*t)
        ),
        Event::Puck {
            team: t,
            slot,
            gain,
        } => {
            let who = game
                .at(*t, *slot)
                .map_or_else(|| slot_words(*slot).to_string(), |p| skater(*t, p));
            format!("{} {} {who}.", team(*t), gain_words(*gain))
        }
        Event::Stop {
            code,
            team: t,
            rating,
            threshold,
            worked,
        } => format!(
            "{}: {} needs {threshold}, has {rating}: {}.",
            code.code(),
            team(*t),
            if *worked { "stopped" } else { "no stop" }
        ),
        Event::SatBackWide { team: t } => format!(
            "FC0-1: WIDE. {} is sitting back (forecheck 0-1): too few forward, the shot goes wide.",
            team(*t)
        ),
        Event::Play {
            team: t,
            player,
            section,
            number,
            play,
        } => {
            let what = match play {
                Play::Shot(s) => format!("shoots ({})", s.code()),
                Play::Give => "gives the puck away".to_string(),
                Play::Pass => "moves it along".to_string(),
                Play::Ast => "sets up a teammate (AST pass)".to_string(),
                Play::Ice => "ices it to kill time".to_string(),
            };
            format!(
                "{} reads {number} in his {} section: {what}.",
                skater(*t, *player),
                section.code()
            )
        }
        Event::AstShot {
            team: t,
            player,
            number,
            shot,
        } => match shot {
            Some(s) => format!(
                "{} gets the chance: {number} in his AST section, a {} shot.",
                skater(*t, *player),
                s.code()
            ),
            None => format!(
                "{} reads {number}, past his AST range: the shot goes wide.",
                skater(*t, *player)
            ),
        },
        Event::ShotOnGoal {
            team: t,
            shooter,
            shot,
            kind,
            number,
            result,
            empty_net,
        } => {
            let what = match kind {
                ShotKind::Normal => format!("{} shot", shot.code()),
                ShotKind::Breakaway => "breakaway".to_string(),
                ShotKind::PenaltyShot => "penalty shot".to_string(),
            };
            let goalie = game.goalie(t.other()).name.clone();
            let result = match result {
                Save::Goal if *empty_net => "into the empty net".to_string(),
                Save::Goal => "it beats the goalie".to_string(),
                Save::Rebound => format!("{goalie} stops it, rebound loose"),
                Save::Held => format!("{goalie} holds on"),
                Save::DeflectTo(s) => {
                    format!("{goalie} steers it to his {}", slot_words(*s))
                }
                Save::OutOfPlay => format!("{goalie} deflects it out of play"),
            };
            format!(
                "{} takes a {what} (shot number {number}): {result}.",
                skater(*t, *shooter)
            )
        }
        Event::Battle { off, def, winner } => format!(
            "Puck battle: {} ({}) against {} ({}): {}.",
            skater(off.0, off.1),
            off.2,
            skater(def.0, def.1),
            def.2,
            match winner {
                Some(t) => format!("{} win it", team(*t)),
                None => "nobody wins it".to_string(),
            }
        ),
        Event::Whistle => "Whistle: the puck is tied up.".to_string(),
        Event::DumpIn { team: t } => format!("{} are forced to dump it in.", team(*t)),
        Event::Goal {
            team: t,
            scorer,
            assists,
            strength,
            score,
        } => {
            let helpers: Vec<String> = assists.iter().map(|&p| skater(*t, p)).collect();
            let kind = match strength {
                Strength::PowerPlay => " (power play)",
                Strength::ShortHanded => " (short-handed)",
                Strength::Even => "",
            };
            let assisted = if helpers.is_empty() {
                String::new()
            } else {
                format!(", from {}", helpers.join(" and "))
            };
            format!(
                "GOAL{kind}! {} scores for {}{assisted}. {} {}, {} {}.",
                skater(*t, *scorer),
                team(*t),
                team(Team::Home),
                score.home,
                team(Team::Away),
                score.away
            )
        }
        Event::Assist { team: t, player } => format!("Assist: {}.", skater(*t, *player)),
        Event::NoAssist => "No further assist.".to_string(),
        Event::DelayedPenalty { team: t, player } => format!(
            "Delayed penalty on {} of {}: the shot is played out first.",
            skater(*t, *player),
            team(*t)
        ),
        Event::Penalty {
            team: t,
            player,
            kind,
            name,
        } => {
            let who = player.map_or_else(|| game.goalie(*t).name.clone(), |p| skater(*t, p));
            format!(
                "Penalty: {who} ({}), {}, {} minutes.",
                team(*t),
                name.trim_end_matches(" INJ?"),
                kind.minutes()
            ) + if *kind == PenaltyKind::DoubleMinor {
                " A double minor."
            } else {
                ""
            }
        }
        Event::NoPenalty => "No penalty called; face-off.".to_string(),
        Event::PenaltyOver { team: t, player } => match player {
            Some(p) => format!("{} is back from the box.", skater(*t, *p)),
            None => format!("{}'s goalie penalty is over.", team(*t)),
        },
        Event::PenaltyShotAwarded { team: t, shooter } => format!(
            "Penalty shot awarded to {} of {}!",
            skater(*t, *shooter),
            team(*t)
        ),
        Event::Injury {
            team: t,
            player,
            goalie,
            length,
        } => {
            let who = if *goalie {
                game.cards[*t]
                    .goalies
                    .get(usize::from(*player))
                    .map_or_else(|| "the goalie".to_string(), |g| g.name.clone())
            } else {
                skater(*t, *player)
            };
            let how = match length {
                InjuryLength::ShakenUp => "is shaken up and sits out the rest of the shift",
                InjuryLength::RestOfPeriod => "is hurt and out for the rest of the period",
                InjuryLength::RestOfGame => "is hurt and out for the rest of the game",
            };
            format!("{who} {how}.")
        }
        Event::NoInjury => "Nobody is hurt.".to_string(),
        Event::LineChange {
            team: t,
            forwards,
            pair,
        } => format!(
            "{} change: forward line {}, defence pair {}.",
            team(*t),
            forwards + 1,
            pair + 1
        ),
        Event::SpecialTeams {
            team: t,
            power_play,
            players,
        } => format!(
            "{} {}: {}.",
            team(*t),
            if *power_play {
                "power-play unit"
            } else {
                "penalty killers"
            },
            players
                .iter()
                .map(|&p| game.skater(*t, p).name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Event::StrategySet { team: t, strategy } => format!(
            "{} set forecheck {} and physical play {}.",
            team(*t),
            strategy.fc,
            strategy.phy.word()
        ),
        Event::LineupSet { team: t, goalie } => format!(
            "{} made up their lines; {} starts in goal.",
            team(*t),
            game.cards[*t].goalies[usize::from(*goalie)].name
        ),
        Event::ShootoutGoalie { team: t, goalie } => format!(
            "{} send {} out to face the shootout.",
            team(*t),
            game.cards[*t].goalies[usize::from(*goalie)].name
        ),
        Event::UnitsSet { team: t, sent } => format!(
            "{} name their own power-play and penalty-kill units{}.",
            team(*t),
            if *sent { " and send them out now" } else { "" }
        ),
        Event::GroupKept { team: t, players } => format!(
            "{} keep their line on: {}.",
            team(*t),
            players
                .iter()
                .map(|&p| game.cards[*t].skaters[usize::from(p)].name.clone())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Event::ExtraAttacker { team: t, player } => match player {
            Some(p) => format!(
                "{} name {} their extra attacker.",
                team(*t),
                game.cards[*t].skaters[usize::from(*p)].name
            ),
            None => format!(
                "{}'s extra attacker will be the first forward free.",
                team(*t)
            ),
        },
        Event::SatOut {
            team: t,
            goalie,
            player,
        } => {
            let name = if *goalie {
                game.cards[*t].goalies[usize::from(*player)].name.clone()
            } else {
                skater(*t, *player)
            };
            format!("{name} ({}) sits out the game.", team(*t))
        }
        Event::GoaliePulled(t) => format!("{} pull their goalie for an extra attacker.", team(*t)),
        Event::GoalieBack(t) => format!("{}'s goalie is back in net.", team(*t)),
        Event::PeriodEnds { period } if *period > 3 => "End of overtime.".to_string(),
        Event::PeriodEnds { period } => format!("End of period {period}."),
        Event::ShootoutAttempt {
            team: t,
            shooter,
            target,
            number,
            goal,
        } => {
            let read = match number {
                Some(n) => format!("needs {target} or less, reads {n}"),
                None => "no number on the card".to_string(),
            };
            format!(
                "Shootout: {} of {} ({read}): {}.",
                skater(*t, *shooter),
                team(*t),
                if *goal { "scores" } else { "no goal" }
            )
        }
        Event::GameOver(outcome) => {
            let s = &outcome.final_score;
            let how = match outcome.decided_in {
                DecidedIn::Regulation => "",
                DecidedIn::Overtime => " in overtime",
                DecidedIn::Shootout => " after a shootout",
            };
            match outcome.winner {
                Some(w) => format!(
                    "Final{how}: {} win, {} {}, {} {}.",
                    team(w),
                    team(Team::Home),
                    s.home,
                    team(Team::Away),
                    s.away
                ),
                None => format!("Final: a tie, {} each.", s.home),
            }
        }
    }
}
