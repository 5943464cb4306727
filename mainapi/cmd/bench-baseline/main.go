// Command bench-baseline is the load run's control (scripts/bench-mainapi.sh,
// docs/performance.md): a bare gin handler that writes a constant 3.5 KB
// JSON body with an ETag, on BASELINE_ADDR (default 127.0.0.1:18090). Its
// figure under the same wrk load, measured in the same run, is the ceiling
// mainapi's routes are compared with on a machine whose load varies.
package main

import (
	"log"
	"net/http"
	"os"
	"strings"

	"github.com/gin-gonic/gin"
)

func main() {
	addr := os.Getenv("BASELINE_ADDR")
	if addr == "" {
		addr = "127.0.0.1:18090"
	}
	body := []byte(`{"items":[` + strings.Repeat(`{"pair":"0x00000000000000000000000000000000000000b1","v":"12345.678"},`, 50) + `{}]}`)
	gin.SetMode(gin.ReleaseMode)
	r := gin.New()
	r.GET("/baseline", func(c *gin.Context) {
		c.Header("ETag", `W/"1-0000000000000000"`)
		c.Data(http.StatusOK, "application/json; charset=utf-8", body)
	})
	log.Fatal(http.ListenAndServe(addr, r))
}
