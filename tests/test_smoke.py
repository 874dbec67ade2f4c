def test_list_workspaces_with_api_key(tenant):
    response = tenant.live.get("/v1/workspaces")
    assert response.status_code == 200, response.text
    body = response.json()
    assert sorted(w["slug"] for w in body["data"]) == ["live", "sandbox"]


def test_missing_auth_is_problem(client):
    response = client.get("/v1/workspaces")
    assert response.status_code == 401
    assert response.headers["content-type"] == "application/problem+json"
    assert response.json()["code"] == "UNAUTHORIZED"
