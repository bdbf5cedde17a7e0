/**
 * @generated SignedSource<<644f48ffaf181cdab2b6b980886a5516>>
 * @relayHash dab3dc7cb659990929e92e4a209db672
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dab3dc7cb659990929e92e4a209db672

import { PreloadableConcreteRequest } from 'relay-runtime';
import { HomePageQuery } from './HomePageQuery.graphql';

const node: PreloadableConcreteRequest<HomePageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "dab3dc7cb659990929e92e4a209db672",
    "metadata": {},
    "name": "HomePageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
