//! Ratings at the bench: each team's skaters with the card ratings their book plays, sortable
//! by any rating, and a player's whole card opened by a tap on his name.

use leptos::prelude::*;

/// A skater's ratings as the bench lists them: his roster index, name, position and one value
/// per column (none where his card has no such rating, as a winger's face-off).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RatedSkater {
    pub index: u8,
    pub name: String,
    pub position: String,
    pub values: Vec<Option<i16>>,
}

/// A column: its short name as on the card, and what it rates.
pub type RatingColumn = (&'static str, &'static str);

/// How the table is sorted: by roster order, or by a column, highest first unless reversed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SortBy {
    Roster,
    Column { column: usize, lowest_first: bool },
}

/// The rows in the order `sort` asks; a missing value sorts last either way.
fn sorted(rows: &[RatedSkater], sort: SortBy) -> Vec<RatedSkater> {
    let mut rows = rows.to_vec();
    if let SortBy::Column {
        column,
        lowest_first,
    } = sort
    {
        rows.sort_by(|a, b| {
            let (x, y) = (
                a.values.get(column).copied().flatten(),
                b.values.get(column).copied().flatten(),
            );
            match (x, y) {
                (Some(x), Some(y)) if lowest_first => x.cmp(&y),
                (Some(x), Some(y)) => y.cmp(&x),
                (Some(_), None) => std::cmp::Ordering::Less,
                (None, Some(_)) => std::cmp::Ordering::Greater,
                (None, None) => std::cmp::Ordering::Equal,
            }
            .then(a.index.cmp(&b.index))
        });
    }
    rows
}

fn shown(value: Option<i16>) -> String {
    value.map_or_else(|| "–".to_string(), |v| v.to_string())
}

/// One team's ratings, in a panel kept closed until opened.
#[component]
pub fn TeamRatings(
    slug: &'static str,
    name: String,
    columns: &'static [RatingColumn],
    rows: Vec<RatedSkater>,
) -> impl IntoView {
    let sort = RwSignal::new(SortBy::Roster);
    let opened = RwSignal::new(None::<RatedSkater>);
    let rows = StoredValue::new(rows);
    let pick = move |column: usize| {
        sort.update(|s| {
            *s = match *s {
                SortBy::Column {
                    column: c,
                    lowest_first,
                } if c == column => SortBy::Column {
                    column,
                    lowest_first: !lowest_first,
                },
                _ => SortBy::Column {
                    column,
                    lowest_first: false,
                },
            }
        })
    };
    let order = move |column: usize| match sort.get() {
        SortBy::Column {
            column: c,
            lowest_first,
        } if c == column => {
            if lowest_first {
                "ascending"
            } else {
                "descending"
            }
        }
        _ => "none",
    };
    let headers = columns
        .iter()
        .enumerate()
        .map(|(i, (short, what))| {
            view! {
                <th scope="col" aria-sort=move || order(i)>
                    <button type="button" class="link-button" title=*what data-testid="ratings-sort" data-column=*short on:click=move |_| pick(i)>{*short}</button>
                </th>
            }
        })
        .collect_view();
    let body = move || {
        sorted(&rows.get_value(), sort.get())
            .into_iter()
            .map(|row| {
                let cells = row.values.iter().map(|&v| view! { <td>{shown(v)}</td> }).collect_view();
                let card = row.clone();
                view! {
                    <tr data-testid="ratings-row" data-index=row.index>
                        <th scope="row">
                            <button type="button" class="link-button" data-testid="ratings-player" on:click=move |_| opened.set(Some(card.clone()))>{row.name.clone()}</button>
                        </th>
                        <td>{row.position.clone()}</td>
                        {cells}
                    </tr>
                }
            })
            .collect_view()
    };
    let card = move || {
        opened.get().map(|player| {
            let lines = columns
                .iter()
                .zip(&player.values)
                .map(|((short, what), &v)| view! { <div><dt title=*what>{*short}</dt><dd>{shown(v)}</dd></div> })
                .collect_view();
            view! {
                <div class="player-card" role="dialog" aria-label=format!("{}'s card", player.name) data-testid="player-card">
                    <p class="player-card-name"><strong>{player.name.clone()}</strong>{format!(" ({})", player.position)}</p>
                    <dl class="player-card-ratings">{lines}</dl>
                    <button type="button" data-testid="player-card-close" on:click=move |_| opened.set(None)>"Close"</button>
                </div>
            }
        })
    };
    view! {
        <details class="coach-panel bench-ratings" data-testid=format!("ratings-{slug}")>
            <summary>{format!("{name}: ratings (tap a column to sort, a name for his card)")}</summary>
            {card}
            <div class="ratings-scroll">
                <table class="box-score ratings-table">
                    <thead><tr><th scope="col">"Player"</th><th scope="col">"Pos"</th>{headers}</tr></thead>
                    <tbody>{body}</tbody>
                </table>
            </div>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(index: u8, values: &[Option<i16>]) -> RatedSkater {
        RatedSkater {
            index,
            name: format!("P{index}"),
            position: "C".into(),
            values: values.to_vec(),
        }
    }

    #[test]
    fn a_column_sorts_highest_first_then_lowest_and_a_missing_rating_last() {
        let rows = vec![
            row(0, &[Some(3), None]),
            row(1, &[Some(7), Some(2)]),
            row(2, &[None, Some(5)]),
            row(3, &[Some(7), Some(1)]),
        ];
        let order = |sort| {
            sorted(&rows, sort)
                .iter()
                .map(|r| r.index)
                .collect::<Vec<_>>()
        };
        assert_eq!(order(SortBy::Roster), [0, 1, 2, 3]);
        let by = |column, lowest_first| SortBy::Column {
            column,
            lowest_first,
        };
        assert_eq!(order(by(0, false)), [1, 3, 0, 2]);
        assert_eq!(order(by(0, true)), [0, 1, 3, 2]);
        assert_eq!(order(by(1, false)), [2, 1, 3, 0]);
    }
}
