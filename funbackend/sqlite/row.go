package sqlite

import (
	"database/sql"

	"github.com/neoswap/neoswap/funbackend"
)

// scanRows reads every row of rows generically.
func scanRows(rows *sql.Rows) ([]funbackend.Row, error) {
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return nil, err
	}
	var out []funbackend.Row
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return nil, err
		}
		for i, v := range vals {
			if b, ok := v.([]byte); ok {
				vals[i] = string(b)
			}
		}
		out = append(out, funbackend.Row{Cols: append([]string(nil), cols...), Vals: vals})
	}
	return out, rows.Err()
}
